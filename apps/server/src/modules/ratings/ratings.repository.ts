/**
 * The SQL of ratings (decision 036): the rated-match record, the players' rating rows (created from
 * their declared level, then locked in user-id order) and the leaderboard's period counts.
 */
import {
  initialRating,
  levelTenths,
  type PlayerStanding,
  periodKeys,
  RATING_MU,
  SAME_MATCH_WINDOW_MS,
  SEED_LEVELS,
  type SkillLevel,
  type Sport,
} from '@marcador/domain';
import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, preparedStatement } from '../../db/database';
import {
  leaderboardLevelCounts,
  leaderboardPeriods,
  playerRatings,
  profiles,
  ratedMatches,
  users,
} from '../../db/schema';
import type { replayRatedMatches } from './ratings-replay';

/** One row of `rated_matches`, as the service writes it and the recompute replays it. */
export type RatedMatchRecord = typeof ratedMatches.$inferSelect;

/** A locked rating row with the declared level that seeded it (or would seed it). */
export interface LockedStanding extends PlayerStanding {
  userId: string;
  declared: SkillLevel | null;
}

/** The seed mu of each declared level, from the domain, as one SQL expression over profiles. */
const seedMu = sql.join(
  [
    sql`case ${profiles.skillLevel}`,
    ...Object.keys(SEED_LEVELS).map(
      (level) => sql`when ${level} then ${initialRating(level as SkillLevel).mu}::double precision`,
    ),
    sql`else ${RATING_MU}::double precision end`,
  ],
  sql` `,
);

/** The period key of the all-time leaderboard's rows. */
export const ALL_TIME = 'all';

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 1000;
function* chunks<Row>(rows: readonly Row[]) {
  for (let at = 0; at < rows.length; at += CHUNK_ROWS) yield rows.slice(at, at + CHUNK_ROWS);
}

const p = sql.placeholder;

/**
 * The statement of `saveStandings`, prepared once per connection: the finish runs it on every rated
 * match, and planning its CTEs cost more than running them (decision 036). The players come in as
 * one jsonb array so the statement's shape never depends on their number. It keeps the match's
 * record too (`recorded`): one round trip fewer per rated finish.
 * Every CTE reads the table as it was before the statement: "before" is the players' rows then, in
 * the periods it writes: all time, the match's year and month, and the year and month current now
 * (`nowYear`, `nowMonth`; other than the match's only for a match saved after its period ended).
 * Rows of past periods keep the level they had when their period ended: no board reads them, and
 * rewriting them made a finish's cost grow with each player's months of history.
 */
const SAVE_STANDINGS_SQL = sql`
  with recorded as (
    insert into ${ratedMatches} (match_id, sport, ended_at, fingerprint, team1, team2, winner, seeds)
    values (${p('matchId')}::text, ${p('sport')}::text, ${p('endedAt')}::timestamptz, ${p('fingerprint')}::text,
      array(select jsonb_array_elements_text(${p('team1')}::jsonb)), array(select jsonb_array_elements_text(${p('team2')}::jsonb)),
      ${p('winner')}::text, ${p('seeds')}::jsonb)
    on conflict do nothing
  ),
  v as (
    select * from jsonb_to_recordset(${p('players')}::jsonb)
      as v(user_id text, mu double precision, sigma double precision, level_tenths smallint,
           rated_matches integer, wins integer, won integer)
  ),
  ratings as (
    update ${playerRatings} r
    set mu = v.mu, sigma = v.sigma, level_tenths = v.level_tenths, rated_matches = v.rated_matches,
        wins = v.wins, updated_at = now()
    from v where r.user_id = v.user_id and r.sport = ${p('sport')}::text
  ),
  before as (
    select p.user_id, p.period, p.level_tenths, p.listed from ${leaderboardPeriods} p
    join v on p.user_id = v.user_id where p.sport = ${p('sport')}::text
      and p.period in (${p('all')}::text, ${p('year')}::text, ${p('month')}::text, ${p('nowYear')}::text, ${p('nowMonth')}::text)
  ),
  rows_of_match as (
    select v.user_id, k.period, v.level_tenths, v.won, coalesce(pr.in_directory, false) as listed
    from v cross join (values (${p('all')}::text), (${p('year')}::text), (${p('month')}::text)) k(period) left join ${profiles} pr on pr.user_id = v.user_id
  ),
  other_periods as (
    update ${leaderboardPeriods} p set level_tenths = v.level_tenths
    from v where p.user_id = v.user_id and p.sport = ${p('sport')}::text
      and p.period in (${p('nowYear')}::text, ${p('nowMonth')}::text)
      and p.period not in (${p('all')}::text, ${p('year')}::text, ${p('month')}::text)
  ),
  periods as (
    insert into ${leaderboardPeriods} (user_id, sport, period, level_tenths, matches, wins, listed)
    select user_id, ${p('sport')}::text, period, level_tenths, 1, won, listed from rows_of_match order by user_id, period
    on conflict (user_id, sport, period) do update set
      level_tenths = excluded.level_tenths,
      matches = ${leaderboardPeriods}.matches + 1,
      wins = ${leaderboardPeriods}.wins + excluded.wins
  ),
  moves(period, level_tenths, players) as (
    select b.period, b.level_tenths, -1 from before b where b.listed
    union all select b.period, v.level_tenths, 1 from before b join v on v.user_id = b.user_id where b.listed
    union all select m.period, m.level_tenths, 1 from rows_of_match m where m.listed
      and not exists (select 1 from before b where b.user_id = m.user_id and b.period = m.period)
  )
  insert into ${leaderboardLevelCounts} (sport, period, level_tenths, players)
  select ${p('sport')}::text, period, level_tenths, sum(players) from moves
  group by period, level_tenths having sum(players) <> 0
  -- One order for every writer of the counts, so two of them wait for each other instead of deadlocking.
  order by period, level_tenths
  on conflict (sport, period, level_tenths) do update set
    players = ${leaderboardLevelCounts}.players + excluded.players
`;

export function ratingsRepository(db: Db) {
  const saveStandingsStatement = preparedStatement(db, 'ratings_save_standings', SAVE_STANDINGS_SQL);
  return {
    /** Rated matches whose fingerprint is `fingerprint` and which ended within the same-match window of `endedAt`. */
    copiesOf(fingerprint: string, endedAt: Date) {
      return db
        .select({ fingerprint: ratedMatches.fingerprint, endedAt: ratedMatches.endedAt })
        .from(ratedMatches)
        .where(
          and(
            eq(ratedMatches.fingerprint, fingerprint),
            between(
              ratedMatches.endedAt,
              new Date(endedAt.getTime() - SAME_MATCH_WINDOW_MS),
              new Date(endedAt.getTime() + SAME_MATCH_WINDOW_MS),
            ),
          ),
        );
    },

    /**
     * The players' rating rows in `sport`, locked until the transaction ends, in user-id order (the
     * same order for every finish, so two finishes sharing players wait instead of deadlocking).
     * Players without a row get one first, seeded from their declared level.
     */
    async lockStandings(sport: Sport, userIds: readonly string[]): Promise<LockedStanding[]> {
      const ids = [...userIds].sort();
      const sigma = initialRating(null).sigma;
      await db
        .insert(playerRatings)
        .select(
          db
            .select({
              userId: profiles.userId,
              sport: sql<Sport>`${sport}`.as('sport'),
              mu: seedMu.as('mu'),
              sigma: sql<number>`${sigma}::double precision`.as('sigma'),
              // Rewritten with the match's result in this transaction; the seed level is never read.
              levelTenths: sql<number>`0::smallint`.as('level_tenths'),
              ratedMatches: sql<number>`0`.as('rated_matches'),
              wins: sql<number>`0`.as('wins'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(profiles)
            .where(inArray(profiles.userId, ids))
            .orderBy(asc(profiles.userId))
            // Until the finish commits, a change of these players' directory setting waits, and one
            // under way is committed before the finish reads `in_directory` (saveStandings).
            .for('share'),
        )
        .onConflictDoNothing();
      return db
        .select({
          userId: playerRatings.userId,
          mu: playerRatings.mu,
          sigma: playerRatings.sigma,
          ratedMatches: playerRatings.ratedMatches,
          wins: playerRatings.wins,
          // Spelled out: drizzle leaves columns of a one-table select unqualified, which the subquery would capture.
          declared: sql<SkillLevel | null>`(select p.skill_level from profiles p where p.user_id = player_ratings.user_id)`,
        })
        .from(playerRatings)
        .where(and(eq(playerRatings.sport, sport), inArray(playerRatings.userId, ids)))
        .orderBy(asc(playerRatings.userId))
        .for('update', { of: playerRatings });
    },

    /** The player's rating rows that a rated match moved (a row is created just before its first match is rated). */
    levelsOf(userId: string) {
      return db
        .select({
          sport: playerRatings.sport,
          levelTenths: playerRatings.levelTenths,
          ratedMatches: playerRatings.ratedMatches,
        })
        .from(playerRatings)
        .where(and(eq(playerRatings.userId, userId), gt(playerRatings.ratedMatches, 0)));
    },

    /**
     * Keeps the rated match's record and writes its players' new standings, in one statement: the
     * record (a match already recorded is left as it is), their rating rows,
     * their counts all time and in the year and month the match ended, their new level in their rows
     * of the year and month current at `now` (a match saved after its month ended), and the moves of
     * those listed rows between the level counts.
     * A new period row is listed when the player's profile is in the directory (read after
     * lockStandings locked the profile, so the setting cannot change before this transaction ends;
     * an existing row keeps its own `listed`, which the profile change keeps).
     */
    async saveStandings(match: RatedMatchRecord, standings: ReadonlyMap<string, PlayerStanding>, now = Date.now()) {
      const { sport, endedAt } = match;
      const winners = new Set(match.winner === 'team1' ? match.team1 : match.team2);
      const { year, month } = periodKeys(endedAt.getTime());
      const current = periodKeys(now);
      const players = [...standings]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([userId, s]) => ({
          user_id: userId,
          mu: s.mu,
          sigma: s.sigma,
          level_tenths: levelTenths(s),
          rated_matches: s.ratedMatches,
          wins: s.wins,
          won: winners.has(userId) ? 1 : 0,
        }));
      await saveStandingsStatement({
        matchId: match.matchId,
        endedAt: endedAt.toISOString(),
        fingerprint: match.fingerprint,
        team1: JSON.stringify(match.team1),
        team2: JSON.stringify(match.team2),
        winner: match.winner,
        seeds: JSON.stringify(match.seeds),
        players: JSON.stringify(players),
        sport,
        all: ALL_TIME,
        year,
        month,
        nowYear: current.year,
        nowMonth: current.month,
      });
    },

    /** Every rated match in replay order: by end, then match id. */
    allInReplayOrder() {
      return db.select().from(ratedMatches).orderBy(asc(ratedMatches.endedAt), asc(ratedMatches.matchId));
    },

    /**
     * Replaces every rating and period count with the replay's, skipping players whose account is
     * gone (their matches still moved the others), each period row listed when its player's profile
     * is in the directory. Run inside a transaction, then recount the levels: readers see old or new.
     */
    async replaceStandings(replayed: ReturnType<typeof replayRatedMatches>) {
      await db.delete(leaderboardPeriods);
      await db.delete(playerRatings);
      const accounts = await db
        .select({ id: users.id, inDirectory: profiles.inDirectory })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id));
      const existing = new Set(accounts.map((row) => row.id));
      const listed = new Set(accounts.filter((row) => row.inDirectory === true).map((row) => row.id));
      const kept = <Row extends { userId: string }>(rows: readonly Row[]) =>
        rows.filter((row) => existing.has(row.userId));
      for (const chunk of chunks(kept(replayed.standings))) {
        await db.insert(playerRatings).values(
          chunk.map(({ userId, sport, mu, sigma, ratedMatches, wins }) => ({
            userId,
            sport,
            mu,
            sigma,
            levelTenths: levelTenths({ mu }),
            ratedMatches,
            wins,
          })),
        );
      }
      for (const chunk of chunks(kept(replayed.periods))) {
        await db.insert(leaderboardPeriods).values(chunk.map((row) => ({ ...row, listed: listed.has(row.userId) })));
      }
    },
  };
}
