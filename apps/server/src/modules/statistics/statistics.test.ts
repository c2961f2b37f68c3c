import { randomInt, randomUUID } from 'node:crypto';
import { type InvitedPlayer, type MyStatisticsResponse, VENUE_NAME_MAX_LENGTH } from '@marcador/contracts';
import {
  PLAYER_NAME_MAX_LENGTH,
  type PlayerMatchRecord,
  type PlayerServeStats,
  PROFILE_TEXT_MAX_LENGTH,
  SERVE_FIGURES,
} from '@marcador/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkPlayer, insertPlayers } from '../../cli/bulk-players.repository';
import { matchParticipants } from '../../db/schema';
import { createUser, nextIp, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from '../matches/test-matches';
import { padelRating, playRated } from '../ratings/test-ratings';
import { statisticsRepository } from './statistics.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A finish by hand an hour after T0, `minutes` later for the matches played after it. */
const finishedBy = (minutes = 0, reason: 'manual' | 'abandoned' = 'manual') => ({
  reason,
  endedAt: T0 + 3_600_000 + minutes * 60_000,
});

/**
 * `keeper` plays a love game for `winner` (team 1 is the keeper's) with `invited` seated, then ends
 * the match as asked; fails the test if a step is refused. Answers the match id.
 */
async function playOneGame(
  keeper: TestUser,
  winner: '1' | '2',
  finish: ReturnType<typeof finishedBy>,
  invitedPlayers: InvitedPlayer[] = [],
) {
  const api = matchesApi(ctx, keeper);
  const body = matchBody({ config: gameConfig({ invitedPlayers }) });
  const id = await api.play(entryLog().games(winner).entries, body);
  const finished = await api.finish(id, finish);
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.statusCode} ${finished.body}`);
  return id;
}

const rival = (user: TestUser, name = 'Bea'): InvitedPlayer => ({ email: user.email, name, position: 'team2_1' });

/** A player with an account and nothing else, to be invited by e-mail. */
const opponent = (username: string): BulkPlayer => ({
  firstName: 'Rival',
  lastName: username,
  username,
  city: '',
  sports: ['padel'],
  skillLevel: null,
  inDirectory: false,
});

async function myStatistics(user: TestUser): Promise<MyStatisticsResponse> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/stats/me',
    headers: { cookie: user.cookie },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/stats/me', () => {
  it('counts the matches a player finished: played, won, lost, win %, streak and the newest results', async () => {
    const ana = await createUser(ctx);
    const won = await playOneGame(ana, '1', finishedBy(0));
    const lost = await playOneGame(ana, '2', finishedBy(30));
    const { summary } = await myStatistics(ana);
    expect(summary).toMatchObject({ played: 2, won: 1, lost: 1, drawn: 0, winPercent: 50 });
    expect(summary.streak).toEqual({ outcome: 'lost', length: 1 });
    expect(summary.recent.map((result) => [result.matchId, result.outcome, result.view])).toEqual([
      [lost, 'lost', 'owner'],
      [won, 'won', 'owner'],
    ]);
    expect(summary.recent[0]).toMatchObject({
      sport: 'padel',
      endedAt: finishedBy(30).endedAt,
      opponents: ['Luis Pérez', ''],
      sets: [{ own: 0, rival: 1 }],
    });
  });

  it('starts empty: nothing played, no streak, no win %', async () => {
    const { summary } = await myStatistics(await createUser(ctx));
    expect(summary).toEqual({ played: 0, won: 0, lost: 0, drawn: 0, winPercent: null, streak: null, recent: [] });
  });

  it("gives a registered invitee the other player's match from their own side", async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const id = await playOneGame(ana, '1', finishedBy(), [rival(bea)]);
    const { summary } = await myStatistics(bea);
    expect(summary).toMatchObject({ played: 1, won: 0, lost: 1, winPercent: 0 });
    expect(summary.recent).toEqual([
      expect.objectContaining({ matchId: id, outcome: 'lost', sets: [{ own: 0, rival: 1 }], view: 'participant' }),
    ]);
  });

  it('links no result the player can open neither as its owner nor as a participant', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const id = await playOneGame(ana, '1', finishedBy(), [rival(bea)]);
    // Bea's participant row goes: she keeps her record, but no summary of the match is hers to open.
    await ctx.database.db.delete(matchParticipants).where(eq(matchParticipants.matchId, id));
    const { summary } = await myStatistics(bea);
    expect(summary.recent).toEqual([expect.objectContaining({ matchId: id, view: null })]);
  });

  it('never counts an abandoned match, and counts it once when it is completed later', async () => {
    const ana = await createUser(ctx);
    const id = await playOneGame(ana, '1', finishedBy(0, 'abandoned'));
    expect((await myStatistics(ana)).summary.played).toBe(0);
    expect((await matchesApi(ctx, ana).finish(id, finishedBy(10))).statusCode).toBe(200);
    const { summary } = await myStatistics(ana);
    expect(summary).toMatchObject({ played: 1, won: 1 });
    expect(summary.recent.map((result) => result.matchId)).toEqual([id]);
  });

  it('counts once a match two of its players saved, each on their own device', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    // Ana keeps it with Bea on the other team; Bea keeps the same match with Ana on the other team.
    await playOneGame(ana, '1', finishedBy(0), [rival(bea)]);
    await playOneGame(bea, '2', finishedBy(2), [rival(ana, 'Ana')]);
    for (const player of [ana, bea]) {
      const { summary } = await myStatistics(player);
      expect(summary.played).toBe(1);
    }
    expect((await myStatistics(ana)).summary.won).toBe(1);
    expect((await myStatistics(bea)).summary.lost).toBe(1);
  });

  it('locks the detailed statistics on the free plan', async () => {
    const ana = await createUser(ctx);
    await playOneGame(ana, '1', finishedBy());
    const answer = await myStatistics(ana);
    expect(answer.locked).toBe(true);
    expect(answer.detailed).toBeNull();
    expect(answer.summary.played).toBe(1);
  });

  it('gives Premium and admins the detailed statistics', async () => {
    for (const options of [{ premium: true }, { roles: ['admin' as const] }]) {
      const player = await createUser(ctx, options);
      const bea = await createUser(ctx);
      await playOneGame(player, '1', finishedBy(), [rival(bea)]);
      const { locked, detailed } = await myStatistics(player);
      expect(locked).toBe(false);
      expect(detailed).toMatchObject({
        points: { won: 4, played: 4, percent: 100 },
        games: { won: 1, played: 1, percent: 100 },
        longestRun: 4,
        comebacks: 0,
        bySport: [{ sport: 'padel', played: 1, won: 1 }],
        byPartner: { rows: [{ id: null, name: 'Ana López', played: 1, won: 1 }], others: null },
        againstOpponents: { rows: [{ id: bea.id, played: 1, won: 1 }], others: null },
        byClub: { rows: [], others: null },
      });
      expect(detailed?.trends.map((trend) => trend.days)).toEqual([30, 90, 365]);
    }
  });

  it('sums the serve over the matches whose scorer chose who served, from the player’s side', async () => {
    const player = await createUser(ctx, { premium: true });
    const api = matchesApi(ctx, player);
    expect((await myStatistics(player)).detailed?.serve).toBeNull();
    // Team 2 serves first and is broken to love, then team 1 holds from 0-40 by the golden point (four
    // break points saved: 0-40, 15-40, 30-40 and the golden point).
    const id = await api.play(entryLog().serve('player2').games('1').points('2221111').entries, matchBody());
    expect((await api.finish(id, finishedBy())).statusCode).toBe(200);
    // A match without a server counts in every other total and in none of the serve's.
    await playOneGame(player, '2', finishedBy(30));
    const ratio = (won: number, played: number) => ({ won, played, percent: (won * 100) / played });
    expect((await myStatistics(player)).detailed?.serve).toEqual({
      serviceGames: ratio(1, 1),
      breaks: ratio(1, 1),
      breakPointsConverted: ratio(1, 1),
      breakPointsSaved: ratio(4, 4),
      servicePoints: ratio(4, 7),
      returnPoints: ratio(4, 4),
    });
  });

  it('lists the 10 most played opponents and folds the rest into one figure', async () => {
    const player = await createUser(ctx, { premium: true });
    // Six doubles wins, each against two registered opponents (stored in bulk: no sign-up to wait
    // for): twelve groups of one match each.
    const tag = randomUUID().slice(0, 8);
    const ids = await insertPlayers(
      ctx.database.db,
      Array.from({ length: 12 }, (_, i) => opponent(`${tag}${i}`)),
      `${tag}-`,
    );
    for (let match = 0; match < 6; match++) {
      const pair = (['team2_1', 'team2_2'] as const).map((position, seat) => ({
        email: `${ids[2 * match + seat]}@bench.example.com`,
        name: 'Rival',
        position,
      }));
      await playOneGame(player, '1', finishedBy(match * 30), pair);
    }
    const { againstOpponents } = (await myStatistics(player)).detailed ?? {};
    expect(againstOpponents?.rows).toHaveLength(10);
    expect(againstOpponents?.rows.every((row) => row.played === 1)).toBe(true);
    expect(againstOpponents?.others).toEqual({ played: 2, won: 2, lost: 0, drawn: 0, winPercent: 100, groups: 2 });
  });

  it('gives the level of each sport the player has a rating in, provisional with its rated matches', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    // Against a typed name: counted in the statistics, never in a rating.
    await playOneGame(ana, '1', finishedBy());
    expect((await myStatistics(ana)).levels).toEqual([]);

    await playRated(ctx, ana, { rivals: [bea.id], winner: 'player1', endsAfterMinutes: 120 });
    await playRated(ctx, ana, { rivals: [bea.id], winner: 'player2', endsAfterMinutes: 360 });
    const rating = await padelRating(ctx, ana.id);
    expect((await myStatistics(ana)).levels).toEqual([
      { sport: 'padel', level: (rating?.levelTenths ?? -1) / 10, provisional: true, ratedMatches: 2 },
    ]);
    expect((await myStatistics(bea)).levels).toMatchObject([{ sport: 'padel', provisional: true, ratedMatches: 2 }]);
  });

  it('stores and reads back the largest record the limits allow (the covering index holds it whole)', async () => {
    const player = await createUser(ctx);
    const matchId = await playOneGame(player, '1', finishedBy());
    // Names at their longest in the characters UTF-8 writes widest for their length (three bytes, as
    // CJK), random so that nothing compresses them: the creator's display name (first and last name)
    // as partner, typed names as opponents, a typed club. Ids at the contracts' 64.
    const wide = (length: number) =>
      Array.from({ length }, () => String.fromCharCode(0x4e00 + randomInt(20_000))).join('');
    const id = (prefix: string) => prefix.padEnd(64, 'x');
    const most = { own: 999_999, rival: 999_999 };
    const record: PlayerMatchRecord = {
      matchId: id('m'),
      userId: player.id,
      sport: 'padel',
      endedAt: T0,
      durationMs: 8_640_000_000_000,
      status: 'completed',
      outcome: 'draw',
      side: 'player2',
      partner: { userId: id('p'), name: wide(2 * PROFILE_TEXT_MAX_LENGTH + 1) },
      opponents: [
        { userId: id('a'), name: wide(PLAYER_NAME_MAX_LENGTH) },
        { userId: id('b'), name: wide(PLAYER_NAME_MAX_LENGTH) },
      ],
      club: { id: id('c'), name: wide(VENUE_NAME_MAX_LENGTH) },
      sets: Array.from({ length: 5 }, () => most),
      stats: {
        points: most,
        games: most,
        sets: most,
        tiebreaks: most,
        superTiebreaks: most,
        decidingPoints: { won: 999_999, played: 999_999 },
        longestRun: most,
        comeback: true,
        serve: Object.fromEntries(
          SERVE_FIGURES.map((figure) => [figure, { won: 999_999, played: 999_999 }]),
        ) as PlayerServeStats,
      },
    };
    await statisticsRepository(ctx.database.db).saveMatch([
      { userId: player.id, matchId, sport: 'padel', endedAt: new Date(T0), side: 'player2', outcome: 'draw', record },
    ]);
    expect((await statisticsRepository(ctx.database.db).recordsAndVersion(player.id)).records).toEqual([record]);
  });

  it('answers 401 when signed out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/stats/me', remoteAddress: nextIp() });
    expect(response.statusCode).toBe(401);
  });
});
