import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { matchesRepository } from './matches.repository';
import { entryLog, gameConfig, matchBody, matchesApi, newId, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
let matchId: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_LIMIT: '262144' } });
  user = await createUser(ctx);
  matchId = await matchesApi(ctx, user).play(entryLog().points('11').entries);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const send = (method: Method, url: string, payload?: string) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: {
      origin: ORIGIN,
      cookie: user.cookie,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    remoteAddress: nextIp(),
  });

const json = (value: unknown) => JSON.stringify(value);
const point = (overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  seq: 1,
  at: T0,
  type: 'point_won',
  side: 'player1',
  ...overrides,
});
const entries = (...list: unknown[]) => json({ entries: list });
const invitee = (n: number) => ({ email: `amigo${n}@example.com`, name: `Amigo ${n}`, position: 'team2_1' });

/** [label, method, url, body]: each must be refused with a 400 in our error shape, before anything is stored. */
const cases: [string, Method, string | (() => string), string | undefined][] = [
  ['an id too short', 'GET', '/api/matches/abc', undefined],
  ['an id with a space', 'GET', '/api/matches/abc%20defgh', undefined],
  ['an id with a slash', 'GET', '/api/matches/abcdefgh%2F..', undefined],
  ['an id too long', 'GET', `/api/matches/${'a'.repeat(65)}`, undefined],
  ['a bad id on PUT', 'PUT', '/api/matches/a.b.c.d.e.f', json(matchBody())],
  ['a bad id on entries', 'POST', '/api/matches/%E2%9C%93%E2%9C%93%E2%9C%93/entries', entries(point())],
  ['a bad id on finish', 'POST', '/api/matches/x/finish', json({ reason: 'manual', endedAt: T0 })],

  ['malformed JSON on PUT', 'PUT', () => `/api/matches/${newId()}`, '{"config":'],
  ['a JSON array on PUT', 'PUT', () => `/api/matches/${newId()}`, '[1,2]'],
  ['an empty body on PUT', 'PUT', () => `/api/matches/${newId()}`, ''],
  ['no configuration', 'PUT', () => `/api/matches/${newId()}`, json({ rules: matchBody().rules, startedAt: null })],
  ['an unknown field on PUT', 'PUT', () => `/api/matches/${newId()}`, json({ ...matchBody(), owner: 'me' })],
  [
    'an unknown field in the configuration',
    'PUT',
    () => `/api/matches/${newId()}`,
    json(matchBody({ config: { ...gameConfig(), opponent: 'x' } as never })),
  ],
  [
    'an unknown team colour',
    'PUT',
    () => `/api/matches/${newId()}`,
    json(matchBody({ config: gameConfig({ team1: { name: '', color: 'black' as 'green', players: ['A'] } }) })),
  ],
  [
    'four invited players',
    'PUT',
    () => `/api/matches/${newId()}`,
    json(matchBody({ config: gameConfig({ invitedPlayers: [1, 2, 3, 4].map(invitee) as never }) })),
  ],
  [
    'an invitee without a valid e-mail',
    'PUT',
    () => `/api/matches/${newId()}`,
    json(matchBody({ config: gameConfig({ invitedPlayers: [{ ...invitee(1), email: 'no-es-email' }] as never }) })),
  ],
  [
    'an unknown deuce rule',
    'PUT',
    () => `/api/matches/${newId()}`,
    json({ ...matchBody(), rules: { sport: 'padel', deuce: 'sudden', finalSet: 'full' } }),
  ],
  ['a negative start time', 'PUT', () => `/api/matches/${newId()}`, json(matchBody({ startedAt: -1 }))],
  ['a start time as text', 'PUT', () => `/api/matches/${newId()}`, json({ ...matchBody(), startedAt: 'now' })],

  ['malformed JSON on entries', 'POST', () => `/api/matches/${matchId}/entries`, '{"entries":[{'],
  ['plain text on entries', 'POST', () => `/api/matches/${matchId}/entries`, 'point for us'],
  ['no entries', 'POST', () => `/api/matches/${matchId}/entries`, entries()],
  ['entries that are not a list', 'POST', () => `/api/matches/${matchId}/entries`, json({ entries: point() })],
  [
    'a batch over 500 entries',
    'POST',
    () => `/api/matches/${matchId}/entries`,
    entries(...entryLog().points('1'.repeat(501)).entries),
  ],
  ['an unknown entry type', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ type: 'ace' }))],
  ['seq 0', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ seq: 0 }))],
  ['a negative seq', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ seq: -3 }))],
  ['a fractional seq', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ seq: 1.5 }))],
  ['seq as text', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ seq: '1' }))],
  ['a missing entry id', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ id: undefined }))],
  ['an entry id too short', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ id: 'e1' }))],
  ['an unknown side', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ side: 'player3' }))],
  ['a time as text', 'POST', () => `/api/matches/${matchId}/entries`, entries(point({ at: '10:00' }))],
  [
    'an unknown field in an entry',
    'POST',
    () => `/api/matches/${matchId}/entries`,
    entries(point({ scoreboard: '15-0' })),
  ],
  [
    'a field of another entry type',
    'POST',
    () => `/api/matches/${matchId}/entries`,
    entries({ ...point(), type: 'next_set' }),
  ],
  [
    'an undo without its target',
    'POST',
    () => `/api/matches/${matchId}/entries`,
    entries({ id: newId(), seq: 3, at: T0, type: 'undo' }),
  ],
  [
    'a rules change to an unknown rule',
    'POST',
    () => `/api/matches/${matchId}/entries`,
    entries({ id: newId(), seq: 3, at: T0, type: 'rules_changed', rules: { deuce: 'sudden' } }),
  ],
  ['an unknown field on entries', 'POST', () => `/api/matches/${matchId}/entries`, json({ entries: [point()], x: 1 })],

  ['no reason', 'POST', () => `/api/matches/${matchId}/finish`, json({ endedAt: T0 })],
  ['an unknown reason', 'POST', () => `/api/matches/${matchId}/finish`, json({ reason: 'rain', endedAt: T0 })],
  ['an end time as text', 'POST', () => `/api/matches/${matchId}/finish`, json({ reason: 'manual', endedAt: 'x' })],
  [
    'an unknown time zone',
    'POST',
    () => `/api/matches/${matchId}/finish`,
    json({ reason: 'manual', endedAt: T0, timeZone: 'Mars/Olympus_Mons' }),
  ],
  [
    'an unknown field on finish',
    'POST',
    () => `/api/matches/${matchId}/finish`,
    json({ reason: 'manual', endedAt: T0, winner: 'player1' }),
  ],

  ['limit 0', 'GET', '/api/matches?limit=0', undefined],
  ['limit 101', 'GET', '/api/matches?limit=101', undefined],
  ['limit as a word', 'GET', '/api/matches?limit=many', undefined],
  ['an unknown status', 'GET', '/api/matches?status=done', undefined],
  ['a cursor that is not a time', 'GET', '/api/matches?before=yesterday', undefined],
  ['a cursor id too short', 'GET', '/api/matches?before=2026-11-22T10:00:00.000Z&beforeId=x', undefined],
];

describe('malformed requests to the matches routes', () => {
  it.each(cases)('%s answers 400 JSON', async (_label, method, url, body) => {
    const res = await send(method, typeof url === 'function' ? url() : url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  });

  it('stored nothing from any of them', async () => {
    const { match } = (await send('GET', `/api/matches/${matchId}`)).json();
    expect(match).toMatchObject({ status: 'in_progress', entryCount: 2 });
    expect(await matchesRepository(ctx.database.db).entriesOf(matchId)).toHaveLength(2);
    expect((await send('GET', '/api/matches')).json().matches).toHaveLength(1);
  });

  it('names the offending field', async () => {
    const res = await send('POST', `/api/matches/${matchId}/entries`, entries(point(), point({ seq: 0 })));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'entries.1.seq': expect.any(String) },
    });
  });
});
