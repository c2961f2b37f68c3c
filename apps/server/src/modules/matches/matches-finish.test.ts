import type { GameConfig } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { outboxRepository } from '../mail/outbox.repository';
import { preferencesRepository } from '../mail/preferences.repository';
import { matchesRepository } from './matches.repository';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestUser;
let friend: TestUser;
let api: ReturnType<typeof matchesApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  creator = await createUser(ctx, { form: { firstName: 'Carlos', lastName: 'Ruiz' } });
  friend = await createUser(ctx);
  api = matchesApi(ctx, creator);
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
const repository = () => matchesRepository(ctx.database.db);
/** Outbox rows of post-match invitations, oldest first. */
const invitations = async () =>
  (await outboxRepository(ctx.database.db).latest(500)).filter((row) => row.template === 'post-match-invite').reverse();
const invitationsTo = async (email: string) => (await invitations()).filter((row) => row.to === email);

/** A doubles match with a registered friend, an unregistered invitee and one who opted out. */
function invitedConfig(tag: string): GameConfig {
  return gameConfig({
    team1: { name: 'Los Rápidos', color: 'green', players: ['Carlos Ruiz', ''] },
    team2: { name: '', color: 'blue', players: ['Luis Pérez', ''] },
    invitedPlayers: [
      { email: friend.email.toUpperCase(), name: 'Ana', position: 'team1_2' },
      { email: `marta.${tag}@example.com`, name: 'Marta Gil', position: 'team2_2' },
      { email: `no.${tag}@example.com`, name: 'Pepe', position: 'team2_1' },
    ],
  });
}

async function optOut(email: string) {
  await preferencesRepository(ctx.database.db).update(email, { invitations: false });
}

describe('finish: match over', () => {
  it('refuses while the domain says the match is not over, and changes nothing', async () => {
    const id = await api.play(entryLog().games('11111111111').entries);
    const res = await api.finish(id, { reason: 'match_over', endedAt: T0 + HOUR_MS });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('match_not_over');
    expect((await api.get(id)).json().match).toMatchObject({ status: 'in_progress', result: null, endedAt: null });
    expect(await repository().participantsOf(id)).toEqual([]);
    expect(await repository().sessionLogOf(id)).toBeNull();
  });

  it('completes with the winner, stores participants and the session log, and invites the unregistered', async () => {
    await optOut('no.over@example.com');
    const log = entryLog().games('111111111111');
    const id = await api.play(log.entries, matchBody({ config: invitedConfig('over') }));
    const endedAt = T0 + 95 * 60_000;
    const res = await api.finish(id, { reason: 'match_over', endedAt, timeZone: 'Europe/Madrid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().match).toMatchObject({
      status: 'completed',
      result: 'player1',
      endedAt: new Date(endedAt).toISOString(),
      score: {
        isGameOver: true,
        winner: 'player1',
        setScores: [
          { player1: 6, player2: 0 },
          { player1: 6, player2: 0 },
        ],
      },
    });

    const participants = await repository().participantsOf(id);
    expect(
      participants.map(({ role, userId, playerName, playerEmail }) => ({ role, userId, playerName, playerEmail })),
    ).toEqual(
      expect.arrayContaining([
        { role: 'creator', userId: creator.id, playerName: 'Carlos Ruiz', playerEmail: creator.email.toLowerCase() },
        { role: 'participant', userId: friend.id, playerName: 'Ana', playerEmail: friend.email.toLowerCase() },
        { role: 'participant', userId: null, playerName: 'Marta Gil', playerEmail: 'marta.over@example.com' },
        { role: 'participant', userId: null, playerName: 'Pepe', playerEmail: 'no.over@example.com' },
      ]),
    );
    expect(participants).toHaveLength(4);

    const sessionLog = await repository().sessionLogOf(id);
    expect(sessionLog).toMatchObject({
      userId: creator.id,
      startAt: new Date(T0),
      endAt: new Date(endedAt),
      durationSeconds: 95 * 60,
      metadata: { source: 'web', status: 'completed' },
      players: [
        { name: 'Carlos Ruiz', user_id: creator.id, team: 1, position: 1, inNetwork: true },
        { name: 'Ana', user_id: friend.id, team: 1, position: 2, inNetwork: true },
        { name: 'Luis Pérez', user_id: null, team: 2, position: 1, inNetwork: false },
        { name: 'Marta Gil', user_id: null, team: 2, position: 2, inNetwork: false },
      ],
    });
    expect(sessionLog?.points).toHaveLength(48);
    expect(sessionLog?.points[0]).toEqual({
      timestamp: new Date(T0).toISOString(),
      scorer: 'player1',
      set: 1,
      games: [0, 0],
      points: [1, 0],
    });
    expect(sessionLog?.points[47]).toMatchObject({ set: 2, games: [6, 0], points: [0, 0] });

    const [marta, ...again] = await invitationsTo('marta.over@example.com');
    expect(again).toEqual([]);
    expect(marta).toMatchObject({ status: 'stored', locale: 'es', category: 'invitations' });
    expect(marta?.subject).toBe('Tu partido con Carlos Ruiz está en Marcador');
    for (const detail of [
      'Carlos Ruiz, Ana, Luis Pérez, Marta Gil',
      'Pádel',
      '22 de noviembre de 2026',
      '6-0, 6-0',
      '95 min',
    ])
      expect(marta?.text).toContain(detail);
    expect(await invitationsTo('no.over@example.com')).toMatchObject([{ status: 'suppressed' }]);
    expect(await invitationsTo(friend.email.toLowerCase())).toEqual([]);
    expect(await invitationsTo(creator.email.toLowerCase())).toEqual([]);
  });

  it('is idempotent: finishing again, even concurrently, returns the same match and sends nothing twice', async () => {
    const id = await api.play(entryLog().games('222222222222').entries, matchBody({ config: invitedConfig('twice') }));
    const finish = () => api.finish(id, { reason: 'match_over', endedAt: T0 + HOUR_MS });
    const answers = await Promise.all([finish(), finish(), finish()]);
    const later = await api.finish(id, { reason: 'manual', endedAt: T0 + 2 * HOUR_MS });
    for (const res of [...answers, later]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().match).toMatchObject({
        status: 'completed',
        result: 'player2',
        endedAt: new Date(T0 + HOUR_MS).toISOString(),
      });
    }
    expect(await invitationsTo('marta.twice@example.com')).toHaveLength(1);
    expect(await repository().participantsOf(id)).toHaveLength(4);
  });

  it('dates the invitation in the time zone the device gives', async () => {
    const startedAt = Date.UTC(2026, 10, 22, 3, 0); // 21 November, 21:00 in Mexico City
    const config = gameConfig({ invitedPlayers: [{ email: 'tz@example.com', name: 'Tz', position: 'team2_2' }] });
    const id = await api.play(entryLog().games('111111111111').entries, matchBody({ config, startedAt }));
    await api.finish(id, { reason: 'match_over', endedAt: startedAt + HOUR_MS, timeZone: 'America/Mexico_City' });
    const [mail] = await invitationsTo('tz@example.com');
    expect(mail?.text).toContain('21 de noviembre de 2026');
  });
});

describe('finish: ended by hand', () => {
  it.each([
    ['the side with more games and points wins', '1111' + '2222' + '2', 'player2', '1-1'],
    ['a set outweighs games', '1111'.repeat(6) + '2222'.repeat(5), 'player1', '6-0, 0-5'],
    ['equal totals are a draw', '12', 'draw', '0-0'],
  ])('%s', async (_label, pattern, result, score) => {
    const config = gameConfig({
      invitedPlayers: [{ email: `hand.${result}@example.com`, name: 'X', position: 'team2_1' }],
    });
    const id = await api.play(entryLog().points(pattern).entries, matchBody({ config }));
    const res = await api.finish(id, { reason: 'manual', endedAt: T0 + HOUR_MS });
    expect(res.json().match).toMatchObject({ status: 'completed', result });
    const [mail] = await invitationsTo(`hand.${result}@example.com`);
    expect(mail?.text).toContain(score);
  });

  it('keeps the real winner of a match that was already over', async () => {
    const id = await api.play(entryLog().games('222222222222').entries);
    const res = await api.finish(id, { reason: 'manual', endedAt: T0 + HOUR_MS });
    expect(res.json().match.result).toBe('player2');
  });

  it.each([
    ['centuries ahead', 8_640_000_000_000, 2 ** 31 - 1],
    ['before the start', T0 - HOUR_MS, 0],
  ])('finishes on a device clock set %s, its duration bounded', async (_label, endedAt, seconds) => {
    const id = await api.play(entryLog().games('111').entries);
    const res = await api.finish(id, { reason: 'manual', endedAt });
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ status: 'completed', endedAt: new Date(endedAt).toISOString() });
    expect(await repository().sessionLogOf(id)).toMatchObject({ durationSeconds: seconds });
  });
});

describe('finish: abandoned', () => {
  it('keeps the match as incomplete with a session log, then completes it when continued', async () => {
    const log = entryLog().games('1111');
    const id = await api.play(log.entries, matchBody({ config: invitedConfig('later') }));
    const abandoned = await api.finish(id, { reason: 'abandoned', endedAt: T0 + HOUR_MS });
    expect(abandoned.json().match).toMatchObject({ status: 'incomplete', result: null });
    expect(await repository().sessionLogOf(id)).toMatchObject({ metadata: { source: 'web', status: 'incomplete' } });
    expect(await repository().participantsOf(id)).toEqual([]);
    expect(await invitationsTo('marta.later@example.com')).toEqual([]);
    expect(((await api.list('?status=incomplete')).json().matches as { id: string }[]).map((m) => m.id)).toContain(id);

    await api.append(id, log.games('11111111').entries.slice(-32));
    const done = await api.finish(id, { reason: 'match_over', endedAt: T0 + 2 * HOUR_MS });
    expect(done.json().match).toMatchObject({ status: 'completed', result: 'player1' });
    const sessionLog = await repository().sessionLogOf(id);
    expect(sessionLog).toMatchObject({ metadata: { status: 'completed' }, endAt: new Date(T0 + 2 * HOUR_MS) });
    expect(sessionLog?.points).toHaveLength(48);
    expect(await invitationsTo('marta.later@example.com')).toHaveLength(1);
  });
});

describe('finish racing an append', () => {
  it('either takes the entries into the final score or refuses them, never half', async () => {
    const log = entryLog().points('1');
    const id = await api.play(log.entries);
    const late = log.points('1111').entries.slice(-4);
    const [appended, finished] = await Promise.all([
      api.append(id, late),
      api.finish(id, { reason: 'manual', endedAt: T0 + HOUR_MS }),
    ]);
    expect(finished.statusCode).toBe(200);
    expect([200, 409]).toContain(appended.statusCode);
    const { match, entries } = (await api.get(id)).json();
    expect(match.status).toBe('completed');
    expect(match.entryCount).toBe(entries.length);
    expect(entries).toHaveLength(appended.statusCode === 200 ? 5 : 1);
    expect(match.score.player1.games).toBe(appended.statusCode === 200 ? 1 : 0);
  });
});
