import type { CommunityStatsResponse, LeaderboardResponse, MyStatisticsResponse } from '@marcador/contracts';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { matchEntries, matches, playerMatchRecords, playerStatistics, profiles, ratedMatches } from '../db/schema';
import { openTestDatabase } from '../test-app';
import { signedInCookies } from './bulk-players.repository';
import { parseSeedArgs, SEED_EMAIL_DOMAIN, seed } from './seed';

const config = loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', TTS_PROVIDER: 'off' });
const PLAYERS = 30;
const MATCHES = 400;

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let message = '';
beforeAll(async () => {
  database = await openTestDatabase();
  message = (await seed(database, config, { players: PLAYERS, matches: MATCHES, bulk: true, force: false })).message;
  app = await buildApp({ config, database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The answer of `url` for the signed-in `userId`. */
async function get<T>(url: string, userId: string): Promise<T> {
  const [cookie] = await signedInCookies(database.db, app.secrets.auth, [userId]);
  const answer = await app.inject({ method: 'GET', url, headers: { cookie: cookie as string } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as T;
}

/** The seeded player with most completed matches, and how many they played (as owner or invitee). */
async function busiestPlayer() {
  const completed = await database.db.select().from(matches).where(sql`${matches.status} = 'completed'`);
  const played = new Map<string, number>();
  for (const match of completed) {
    const emails = match.config.invitedPlayers.map((invitee) => ('email' in invitee ? invitee.email : ''));
    const ids = [match.ownerId, ...emails.map((email) => email.replace(`@${SEED_EMAIL_DOMAIN}`, ''))];
    for (const id of ids) played.set(id, (played.get(id) ?? 0) + 1);
  }
  const [id, count] = [...played].sort((a, b) => b[1] - a[1])[0] as [string, number];
  return { id, count, completed: completed.length };
}

describe('seed in bulk', () => {
  it('is chosen by --bulk, and always above 5,000 matches', () => {
    expect(parseSeedArgs(['--bulk', '--matches', '10'])).toMatchObject({ bulk: true, matches: 10 });
    expect(message).toMatch(new RegExp(`^Seeded ${PLAYERS} players .* and ${MATCHES} matches in bulk \\(\\d+ rated`));
  });

  it('stores completed and abandoned summaries over two years, without logs', async () => {
    const stored = await database.db.select().from(matches);
    expect(stored).toHaveLength(MATCHES);
    expect(new Set(stored.map((match) => match.status))).toEqual(new Set(['completed', 'incomplete']));
    const completed = stored.filter((match) => match.status === 'completed');
    // Over, and with their statistics, rating and counters written: the backfill leaves them alone.
    expect(completed.every((match) => match.score.isGameOver && match.factsRecorded)).toBe(true);
    expect(new Set(stored.map((match) => match.rules.sport))).toEqual(new Set(['padel', 'tennis']));
    expect(stored.some((match) => match.config.isDoubles) && stored.some((match) => !match.config.isDoubles)).toBe(
      true,
    );
    const ends = stored.map((match) => (match.endedAt as Date).getTime());
    expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThan(600 * 24 * 3600 * 1000);
    expect(Math.max(...ends)).toBeLessThan(Date.now());
    expect(await database.db.select({ n: count() }).from(matchEntries)).toEqual([{ n: 0 }]);
  });

  it('gives every player with statistics records a version of them (the trigger), and no snapshot yet', async () => {
    const withRecords = await database.db
      .selectDistinct({ userId: playerMatchRecords.userId })
      .from(playerMatchRecords)
      .orderBy(playerMatchRecords.userId);
    const versions = await database.db
      .select({ userId: playerStatistics.userId, snapshot: playerStatistics.snapshot })
      .from(playerStatistics)
      .orderBy(playerStatistics.userId);
    expect(withRecords.length).toBeGreaterThan(0);
    expect(versions).toEqual(withRecords.map(({ userId }) => ({ userId, snapshot: null })));
  });

  it("gives the busiest player's statistics every completed match they played", async () => {
    const { id, count } = await busiestPlayer();
    const { summary } = await get<MyStatisticsResponse>('/api/stats/me', id);
    expect(summary.played).toBe(count);
    expect(summary.won + summary.lost + summary.drawn).toBe(count);
  });

  it('lists rated players on the leaderboard, hidden ones left out, with the viewer pinned', async () => {
    const { id } = await busiestPlayer();
    const board = await get<LeaderboardResponse>('/api/leaderboard?sport=padel&period=all', id);
    expect(board.rows.length).toBeGreaterThan(0);
    const hidden = await database.db.select().from(profiles).where(sql`not ${profiles.inDirectory}`);
    expect(board.rows.filter((row) => hidden.some((profile) => profile.userId === row.player.id))).toEqual([]);
    const rated = await database.db.select().from(ratedMatches).where(sql`${ratedMatches.sport} = 'padel'`);
    const ratedOf = (userId: string) => rated.filter((match) => [...match.team1, ...match.team2].includes(userId));
    for (const row of board.rows) expect(row.matches).toBe(ratedOf(row.player.id).length);
    expect(board.me?.player.id).toBe(id);
  });

  it('counts every completed match once on the community page', async () => {
    const { id, completed } = await busiestPlayer();
    const community = await get<CommunityStatsResponse>('/api/community-stats', id);
    expect(community.players).toBe(PLAYERS);
    expect(community.matches).toBe(completed);
    expect(community.points).toBeGreaterThan(completed * 24);
    expect(community.bySport.reduce((sum, sport) => sum + sport.matches, 0)).toBe(completed);
    expect(community.topClubs.length).toBeGreaterThan(0);
  });
});
