import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { pendingByMatch } from './pending-results';
import {
  acknowledge,
  drop,
  enqueue,
  failureOf,
  nextToSend,
  type QueuedResult,
  type ResultQueue,
} from './result-outbox';

const result = (resultId: string, matchId: string, baseRevision = 0, extra: Partial<QueuedResult> = {}) => ({
  resultId,
  ownerId: 'u1',
  tournamentId: 't1',
  matchId,
  scoreA: 12,
  scoreB: 9,
  baseRevision,
  ...extra,
});
const ids = (queue: ResultQueue) => queue.map((queued) => `${queued.resultId}@${queued.baseRevision}`);

describe('enqueue', () => {
  it.each([
    ['to an empty queue', [], null, ['new@3']],
    ['after another match', [result('a', 'm2', 1)], null, ['a@1', 'new@3']],
    [
      'over a waiting result of the same match, on its base',
      [result('a', 'm1', 0), result('b', 'm2')],
      null,
      ['new@0', 'b@0'],
    ],
    ['after the same match on its way, on its base', [result('a', 'm1', 0)], 'a', ['a@0', 'new@0']],
  ] as const)('%s', (_case, queue, sending, expected) => {
    expect(ids(enqueue(queue, result('new', 'm1', 3), sending))).toEqual(expected);
  });
});

describe('acknowledge', () => {
  it.each([
    ['takes the applied result out', [result('a', 'm1'), result('b', 'm2')], ['b@0']],
    ['moves a follower of the same view onto the revision made', [result('a', 'm1', 0), result('b', 'm1', 0)], ['b@4']],
    ['leaves a follower of another view (it conflicts)', [result('a', 'm1', 0), result('b', 'm1', 2)], ['b@2']],
    ['changes nothing for an id it does not hold', [result('b', 'm2')], ['b@0']],
  ] as const)('%s', (_case, queue, expected) => {
    expect(ids(acknowledge(queue, 'a', 4))).toEqual(expected);
  });
});

describe('the rest of the queue', () => {
  const queue = [
    result('a', 'm1', 0, { ownerId: 'u2' }),
    result('b', 'm2'),
    result('c', 'm3', 0, { tournamentId: 't2' }),
  ];

  it('sends the oldest result of the signed-in organiser only', () => {
    expect(nextToSend(queue, 'u1')?.resultId).toBe('b');
    expect(nextToSend(queue, 'u3')).toBeUndefined();
  });

  it('drops by id and lists one tournament by match', () => {
    expect(ids(drop(queue, 'b'))).toEqual(['a@0', 'c@0']);
    expect([...pendingByMatch(queue, 't1').keys()]).toEqual(['m1', 'm2']);
  });
});

describe('failureOf', () => {
  it.each([
    [new ApiRequestError(0, 'network_error', ''), 'retry'],
    [new ApiRequestError(503, 'database_unavailable', ''), 'retry'],
    [new ApiRequestError(429, 'rate_limited', ''), 'retry'],
    [new ApiRequestError(401, 'unauthorized', ''), 'retry'],
    [new TypeError('fetch failed'), 'retry'],
    [new ApiRequestError(409, 'stale_result', ''), 'stale'],
    [new ApiRequestError(409, 'result_id_reused', ''), 'refused'],
    [new ApiRequestError(400, 'score_over_points', ''), 'refused'],
    [new ApiRequestError(404, 'not_found', ''), 'refused'],
  ])('%s: %s', (error, expected) => {
    expect(failureOf(error)).toBe(expected);
  });
});
