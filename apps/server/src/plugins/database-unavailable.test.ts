import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** A driver-style error: a message and, as pg sets them, a `code`. */
const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['admin shutdown (pg_ctl stop)', withCode('terminating connection due to administrator command', '57P01')],
    ['crash shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception class 08', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection cut mid-query', withCode('Connection terminated unexpectedly')],
    ['a pool connect timeout', withCode('timeout exceeded when trying to connect')],
    ['a client broken earlier', withCode('Client has encountered a connection error and is not queryable')],
  ])('%s is unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through drizzle’s wrapper and an AggregateError of both localhost addresses', () => {
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a wrapped bug', new Error('Failed query', { cause: withCode('division by zero', '22012') })],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
