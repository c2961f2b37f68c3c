import type { CommunityStatsResponse, GameConfig } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { COMMUNITY_CACHE_TIMES } from './community.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ana: TestUser;
let ben: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await createUser(ctx);
  ben = await createUser(ctx);
});
afterAll(() => ctx.close());

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const get = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/community-stats${query}`, remoteAddress: nextIp() });

/** The answer once a finish just committed has reached it (the cache keeps an answer that long). */
async function statsAfterChange(): Promise<CommunityStatsResponse> {
  await new Promise((resolve) => setTimeout(resolve, COMMUNITY_CACHE_TIMES.changeGraceMs + 50));
  const res = await get();
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * A padel match won 6-0 6-0 by player1's side: a first game through a golden point (7 points, one
 * deciding), then 11 love games; 51 points and 12 games in all.
 */
const winningLog = () => entryLog().points('1112221').games('11111111111').entries;
/** The same match scored from the other side's device. */
const losingLog = () => entryLog().points('2221112').games('22222222222').entries;

/** Singles with `opponent` invited by e-mail as the other player (so both copies carry both accounts). */
const singlesAgainst = (opponent: TestUser, overrides: Partial<GameConfig> = {}) =>
  matchBody({
    config: gameConfig({
      isDoubles: false,
      team1: { name: '', color: 'green', players: [''] },
      team2: { name: '', color: 'blue', players: [''] },
      invitedPlayers: [{ email: opponent.email, name: 'Rival', position: 'team2_1' }],
      ...overrides,
    }),
  });

const byKey = <T extends Record<string, unknown>>(rows: readonly T[], field: keyof T, value: unknown) =>
  rows.find((row) => row[field] === value);

describe('GET /api/community-stats', () => {
  it('is public and answers zeroed series of the documented lengths', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const stats: CommunityStatsResponse = res.json();
    expect(stats.players).toBeGreaterThanOrEqual(2);
    expect(stats.perWeek).toHaveLength(12);
    expect(stats.byWeekday.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stats.byHour.map((hour) => hour.hour)).toEqual([...Array(24).keys()]);
    expect(stats.bySport.map((sport) => sport.sport)).toEqual(['tennis', 'padel']);
    expect((await get('?weeks=3')).json().perWeek).toHaveLength(3);
  });

  it.each(['?weeks=0', '?weeks=27', '?weeks=two', '?weeks=1.5'])('refuses %s with a 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf('string');
  });
});

describe('counting completed matches', () => {
  it('moves every counter when a match is saved as completed', async () => {
    const before = await statsAfterChange();
    const api = matchesApi(ctx, ana);
    const club = { id: 'venue-community-1', name: 'Club Pádel Norte' };
    const id = await api.play(winningLog(), matchBody({ config: gameConfig({ club }) }));
    const endedAt = Date.now();
    const finished = await api.finish(id, { reason: 'match_over', endedAt, timeZone: 'America/New_York' });
    expect(finished.statusCode).toBe(200);
    const after = await statsAfterChange();

    expect(after.matches - before.matches).toBe(1);
    expect(after.points - before.points).toBe(51);
    const padel = (stats: CommunityStatsResponse) => byKey(stats.bySport, 'sport', 'padel');
    expect((padel(after)?.matches ?? 0) - (padel(before)?.matches ?? 0)).toBe(1);
    expect(after.perWeek.at(-1)?.matches).toBe((before.perWeek.at(-1)?.matches ?? 0) + 1);
    // Started at T0 (test-matches.ts), Sunday 22 November 2026 10:00 UTC: 05:00 on a Sunday in New York.
    expect(byKey(after.byWeekday, 'day', 7)?.matches).toBe((byKey(before.byWeekday, 'day', 7)?.matches ?? 0) + 1);
    expect(byKey(after.byHour, 'hour', 5)?.matches).toBe((byKey(before.byHour, 'hour', 5)?.matches ?? 0) + 1);
    expect(byKey(after.byHour, 'hour', 10)?.matches).toBe(byKey(before.byHour, 'hour', 10)?.matches);
    expect(byKey(after.topClubs, 'name', club.name)?.matches).toBe(1);
    expect(after.averageMatchMs).toBeGreaterThan(0);
    expect(after.goldenPointShare).toBeGreaterThan(0);
  });

  it('takes UTC for the day and hour when the device sent no time zone', async () => {
    const before = await statsAfterChange();
    const api = matchesApi(ctx, ana);
    const id = await api.play(winningLog());
    expect((await api.finish(id, { reason: 'match_over', endedAt: Date.now() })).statusCode).toBe(200);
    const after = await statsAfterChange();
    expect(byKey(after.byHour, 'hour', 10)?.matches).toBe((byKey(before.byHour, 'hour', 10)?.matches ?? 0) + 1);
  });

  it('counts the golden-point share over padel games', async () => {
    const stats = await statsAfterChange();
    // Every padel match of this file is winningLog(): one golden point in 12 games.
    expect(stats.goldenPointShare).toBeCloseTo(1 / 12, 10);
  });

  it('does not count an abandoned match', async () => {
    const before = await statsAfterChange();
    const api = matchesApi(ctx, ana);
    const id = await api.play(entryLog().games('111').entries);
    expect((await api.finish(id, { reason: 'abandoned', endedAt: Date.now() })).statusCode).toBe(200);
    const after = await statsAfterChange();
    expect(after).toEqual(before);
  });

  it('counts a match once when two of its players save it, even at the same moment', async () => {
    const before = await statsAfterChange();
    const endedAt = Date.now();
    const anaId = await matchesApi(ctx, ana).play(winningLog(), singlesAgainst(ben));
    const benId = await matchesApi(ctx, ben).play(losingLog(), singlesAgainst(ana));
    const [anaSaved, benSaved] = await Promise.all([
      matchesApi(ctx, ana).finish(anaId, { reason: 'match_over', endedAt }),
      matchesApi(ctx, ben).finish(benId, { reason: 'match_over', endedAt: endedAt + 10 * MINUTE_MS }),
    ]);
    expect([anaSaved.statusCode, benSaved.statusCode]).toEqual([200, 200]);
    const after = await statsAfterChange();
    expect(after.matches - before.matches).toBe(1);
    expect(after.points - before.points).toBe(51);
  });

  it('counts the same players with the same score on another day as another match', async () => {
    const before = await statsAfterChange();
    const id = await matchesApi(ctx, ana).play(winningLog(), singlesAgainst(ben));
    const endedAt = Date.now() + 2 * DAY_MS;
    expect((await matchesApi(ctx, ana).finish(id, { reason: 'match_over', endedAt })).statusCode).toBe(200);
    const after = await statsAfterChange();
    expect(after.matches - before.matches).toBe(1);
  });

  it('serves the cached answer until the grace after a change has passed', async () => {
    const before = await statsAfterChange();
    const api = matchesApi(ctx, ana);
    const id = await api.play(winningLog());
    expect((await api.finish(id, { reason: 'match_over', endedAt: Date.now() })).statusCode).toBe(200);
    // Within the grace the previous answer may still be served; after it, the new count is.
    expect((await get()).json().matches - before.matches).toBeLessThanOrEqual(1);
    expect((await statsAfterChange()).matches - before.matches).toBe(1);
  });

  it('counts new accounts in the players total', async () => {
    const before = await statsAfterChange();
    await createUser(ctx);
    // No finish tells the cache of a sign-up: the total follows within the answer's minute.
    const res = await get('?weeks=26');
    expect(res.json().players).toBe(before.players + 1);
  });
});
