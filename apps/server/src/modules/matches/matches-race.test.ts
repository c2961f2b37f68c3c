import type { MatchRules } from '@marcador/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityCounters, playerMatchRecords, ratedMatches } from '../../db/schema';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from '../network/network.repository';
import { storePlayer } from '../network/test-network';
import { entryLog, gameConfig, matchBody, matchesApi, newId, T0 } from './test-matches';

/*
 * A points race (decision 043) through the API as the app sends it: the rules with `race`, each rally
 * a `point_won`, the finish `match_over` once the total is played; then what the summary, the history
 * and the finish's hooks (ratings, statistics records, community counters) made of it.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestUser;
let rival: string;
let api: ReturnType<typeof matchesApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  rival = await storePlayer(ctx.database.db);
  await networkRepository(ctx.database.db).connect(owner.id, rival);
  api = matchesApi(ctx, owner);
});
afterAll(() => ctx.close());

const raceRules = (totalPoints: number): MatchRules => ({
  sport: 'padel',
  deuce: 'golden',
  finalSet: 'full',
  race: { totalPoints },
});

/** A singles race of the owner against a registered rival, so every finish hook has a player to move. */
const raceBody = (totalPoints: number) =>
  matchBody({
    rules: raceRules(totalPoints),
    config: gameConfig({
      isDoubles: false,
      team1: { name: '', color: 'green', players: ['Yo'] },
      team2: { name: '', color: 'blue', players: ['Rival'] },
      invitedPlayers: [{ userId: rival, name: 'Rival', position: 'team2_1' }],
    }),
  });

const recordsOf = (matchId: string) =>
  ctx.database.db.select().from(playerMatchRecords).where(eq(playerMatchRecords.matchId, matchId));
const ratingOf = (matchId: string) =>
  ctx.database.db.select().from(ratedMatches).where(eq(ratedMatches.matchId, matchId));

/** The community's padel counters of matches, points and games, summed over their slots. */
async function padelCounters(): Promise<Record<'matches' | 'points' | 'games', number>> {
  const rows = await ctx.database.db.select().from(communityCounters).where(eq(communityCounters.key, 'padel'));
  const sum = (metric: string) => rows.filter((row) => row.metric === metric).reduce((total, row) => total + row.n, 0);
  return { matches: sum('matches'), points: sum('points'), games: sum('games') };
}

describe('a points race on the API', () => {
  it('stores the race, ends it at the total (12-9 of 21) and completes it with its winner', async () => {
    const id = newId();
    expect((await api.put(id, raceBody(21))).statusCode).toBe(201);
    // Nine points each, then three to the owner: the 21st point ends it; a 22nd changes nothing.
    const appended = await api.append(id, entryLog().points(`${'12'.repeat(9)}1112`).entries);
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.json().match).toMatchObject({
      status: 'in_progress',
      sets: [{ player1: 12, player2: 9, finished: true, tiebreak: null }],
      score: { isGameOver: true, winner: 'player1', setScores: [{ player1: 12, player2: 9 }] },
    });

    const counted = await padelCounters();
    const finished = await api.finish(id, { reason: 'match_over', endedAt: T0 + 30 * 60_000 });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().match).toMatchObject({ status: 'completed', result: 'player1', rules: raceRules(21) });
    // The community counts the match and its 21 points, and no games: a race has none.
    const after = await padelCounters();
    expect([after.matches - counted.matches, after.points - counted.points, after.games - counted.games]).toEqual([
      1, 21, 0,
    ]);

    const detail = (await api.get(id)).json();
    expect(detail.match.rules).toEqual(raceRules(21));
    expect(detail.entries).toHaveLength(22);
    const listed = (await api.list()).json().matches.find((match: { id: string }) => match.id === id);
    expect(listed).toMatchObject({ result: 'player1', sets: [{ player1: 12, player2: 9, finished: true }] });

    const records = await recordsOf(id);
    expect(records.map((row) => [row.userId, row.outcome, row.record.sets])).toEqual(
      expect.arrayContaining([
        [owner.id, 'won', [{ own: 12, rival: 9 }]],
        [rival, 'lost', [{ own: 9, rival: 12 }]],
      ]),
    );
    expect(await ratingOf(id)).toMatchObject([{ winner: 'team1' }]);
  });

  it('ends a level race (12-12 of 24) as a draw: completed, no winner, nobody rated', async () => {
    const id = await api.play(entryLog().points('12'.repeat(12)).entries, raceBody(24));
    const finished = await api.finish(id, { reason: 'match_over', endedAt: T0 + 60 * 60_000 });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().match).toMatchObject({
      status: 'completed',
      result: 'draw',
      score: { isGameOver: true, winner: null, setScores: [{ player1: 12, player2: 12 }] },
      sets: [{ player1: 12, player2: 12, finished: true }],
    });
    expect((await recordsOf(id)).map((row) => row.outcome)).toEqual(['draw', 'draw']);
    expect(await ratingOf(id)).toEqual([]);
  });

  it('refuses a race out of bounds, not whole or not a number, and a race changed during play', async () => {
    for (const totalPoints of [3, 100, 12.5, '21']) {
      const res = await api.put(newId(), { ...raceBody(21), rules: { ...raceRules(21), race: { totalPoints } } });
      expect(res.statusCode, `race of ${totalPoints}`).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const id = await api.play([], raceBody(21));
    const change = { id: newId(), seq: 1, at: T0, type: 'rules_changed', rules: { race: { totalPoints: 16 } } };
    const res = await api.append(id, [change]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
