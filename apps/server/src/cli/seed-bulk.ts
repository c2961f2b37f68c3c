/**
 * The demo data's bulk path (decision 039), for sizes the API cannot play in minutes
 * (`npm run seed -- --players 100000 --matches 1000000`). Matches are stored as completed (or
 * abandoned) summaries without their logs: score, result, dates, teams and club,
 * with what their finishes would have written, made by the finish's own functions: each registered
 * player's statistics record, the rated-match record, the community's counted copies and counters
 * (summed once), then the ratings and leaderboard rebuilt by the ratings recompute, the only writer
 * of those tables here. Days are written oldest first, a day's matches in one transaction, in the
 * order they ended, so the rated-match record holds each player's seed in their first match as a
 * finish would.
 *
 * Playing every match point by point and folding it for its figures costs about 0.4 ms; so a pool of
 * played logs is kept per kind of match (rules, strength gap, finished or not) and reused: a match
 * takes the score and figures of a log of its kind, and its own players, club and dates.
 */
import { randomUUID } from 'node:crypto';
import {
  endMatchResult,
  type FinishedMatch,
  finishedMatch,
  type MatchEvent,
  type MatchRules,
  type MatchState,
  mayHaveCopies,
  pointWon,
  ratedLineup,
  replay,
  type SkillLevel,
  toEventId,
} from '@marcador/domain';
import type { Db } from '../db/database';
import { communityRepository } from '../modules/community/community.repository';
import { type CounterIncrement, communityIncrements } from '../modules/community/community-increments';
import { finishedMatchOf } from '../modules/matches/completed-match';
import { type FinishFacts, type InviteeAccounts, matchRoster } from '../modules/matches/match-completion';
import type { MatchRow } from '../modules/matches/matches.repository';
import { recomputeRatings } from '../modules/ratings/ratings-recompute';
import { completedMatchRows } from '../modules/statistics/record-completed';
import { type BulkBatch, seedBulkRepository } from './seed-bulk.repository';
import { cutShort, matchSetup, playedPoints, type SeedSeat } from './seed-data';

/** Above this many matches the seed writes in bulk: through the API (about 13 a second) 5,000 take over 6 minutes. */
export const BULK_ABOVE = 5_000;
/** Matches are spread over the last two years. */
const DAYS = 730;
const DAY_MS = 24 * 3600 * 1000;
const POINT_MS = 40_000;
/** The players' clocks, as the API path's finishes say; six hours behind UTC all year. */
export const SEED_TIME_ZONE = 'America/Mexico_City';
const UTC_OFFSET_MS = 6 * 3600 * 1000;
/** Played logs kept per kind of match; the pool then holds a few thousand at most. */
const LOGS_PER_KIND = 24;
/**
 * Seats go to player `floor(n * random ** SKEW)`: the first players play far more than the last (at
 * 100,000 players and 1,000,000 matches, a handful above 2,000 matches, most below 20).
 */
const SKEW = 2;
/** Matches with a typed name in the last seat: counted in personal statistics only, never rated. */
const TYPED_SHARE = 0.08;
const ABANDONED_SHARE = 0.05;

/** A seeded player as the bulk path seats them, with the level they declared (their first rating). */
export interface BulkSeat extends SeedSeat {
  declared: SkillLevel | null;
}

/** A played log and what it says (its statistics and each side's figures), shared by the matches of its kind. */
interface PlayedLog {
  events: MatchEvent[];
  state: MatchState;
  finished: FinishedMatch;
}

function playLog(rules: MatchRules, gap: number, abandoned: boolean, random: () => number): PlayedLog {
  const { sides } = playedPoints(rules, { player1: gap, player2: 0 }, random);
  const played = abandoned ? cutShort(sides, random) : sides;
  const events = played.map((side, i) => pointWon(side, toEventId(`p${i}`), (i + 1) * POINT_MS));
  const state = replay(rules, events);
  // Its fingerprint is no match's: each match builds its own from its teams.
  const teams = [[null], [null]] as const;
  return { events, state, finished: finishedMatch({ sport: rules.sport, rules, events, score: state.score, teams }) };
}

/** A log of the kind asked for: a new one until the kind has LOGS_PER_KIND, then one of those. */
function logPool(random: () => number) {
  const pool = new Map<string, PlayedLog[]>();
  return (rules: MatchRules, strength: { player1: number; player2: number }, abandoned: boolean) => {
    // Strength gaps in halves: the pool stays small, the stronger team still wins more.
    const gap = Math.round((strength.player1 - strength.player2) * 2) / 2;
    const key = `${rules.sport}|${rules.deuce}|${rules.finalSet}|${gap}|${abandoned}`;
    const logs = pool.get(key) ?? [];
    pool.set(key, logs);
    if (logs.length >= LOGS_PER_KIND) return logs[Math.floor(random() * logs.length)] as PlayedLog;
    const log = playLog(rules, gap, abandoned, random);
    logs.push(log);
    return log;
  };
}

/** Matches on each of the last DAYS days, oldest first: weekends busier, and more as the app grows. */
export function matchesPerDay(total: number, firstDay: number): number[] {
  const weights = Array.from({ length: DAYS }, (_, d) => {
    const weekday = new Date(firstDay + d * DAY_MS).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 1.6 : 1) * (0.5 + d / DAYS);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  return weights.map((weight) => {
    const before = Math.round((cumulative / sum) * total);
    cumulative += weight;
    return Math.round((cumulative / sum) * total) - before;
  });
}

/**
 * When a match of the day starting at `day` (UTC midnight) starts, on the seed's players' clocks
 * (SEED_TIME_ZONE): evenings, and weekend mornings too. Both seed paths use it.
 */
export function startOf(day: number, random: () => number): number {
  const weekend = [0, 6].includes(new Date(day).getUTCDay());
  const localHour = weekend ? 9 + Math.floor(random() * 12) : 17 + Math.floor(random() * 5);
  return day + localHour * 3600_000 + UTC_OFFSET_MS + Math.floor(random() * 60) * 60_000;
}

/** What the bulk path wrote. */
export interface BulkSeedResult {
  rated: number;
  ratings: number;
}

/**
 * Writes `total` matches among `seats` (each already stored as a player) ending before `now`, with
 * everything their finishes would have written, then rebuilds the ratings.
 */
export async function seedMatchesInBulk(
  db: Db,
  seats: readonly BulkSeat[],
  total: number,
  random: () => number,
  now: number,
): Promise<BulkSeedResult> {
  const repository = seedBulkRepository(db);
  const logOf = logPool(random);
  const registered: InviteeAccounts = {
    byEmail: new Map(seats.map((seat) => [seat.email.toLowerCase(), seat.id])),
    connected: new Map(),
  };
  const declared = new Map(seats.map((seat) => [seat.id, seat.declared]));
  const pickSeats = (k: number) => {
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(Math.floor(seats.length * random() ** SKEW));
    return [...chosen].map((i) => seats[i] as BulkSeat);
  };
  const ratedOnce = new Set<string>();
  const sums = new Map<string, CounterIncrement>();
  let rated = 0;

  /** The facts a finish of this match would have had, and the rows it would have written. */
  const finished = (batch: BulkBatch, facts: FinishFacts, log: PlayedLog) => {
    // The match's own fingerprint (its teams and score; its empty log costs nothing to fold), with its
    // played log's statistics and figures, which finishedMatchOf would fold again from the log.
    const { fingerprint } = finishedMatchOf({ ...facts, events: [] });
    const match: FinishedMatch = { ...log.finished, fingerprint };
    batch.records.push(...completedMatchRows(facts, match));
    if (mayHaveCopies(fingerprint)) batch.counted.push({ fingerprint, endedAt: facts.endedAt.getTime() });
    for (const increment of communityIncrements(facts, match.stats, SEED_TIME_ZONE)) {
      const key = `${increment.metric}\u0000${increment.key}`;
      const sum = sums.get(key);
      sums.set(key, { ...increment, n: (sum?.n ?? 0) + increment.n });
    }
    const lineup = ratedLineup(facts.players);
    const winner = endMatchResult(facts.state.score).winner;
    if (!lineup || !winner) return;
    const sport = facts.match.rules.sport;
    // A player's declared level seeds their rating in the first match that rates them, as at finish.
    const firsts = [...lineup.team1, ...lineup.team2].filter((id) => !ratedOnce.has(`${sport}|${id}`));
    for (const id of firsts) ratedOnce.add(`${sport}|${id}`);
    batch.rated.push({
      matchId: facts.match.id,
      sport,
      endedAt: facts.endedAt,
      fingerprint,
      team1: [...lineup.team1],
      team2: [...lineup.team2],
      winner: winner === 'player1' ? 'team1' : 'team2',
      seeds: Object.fromEntries(firsts.map((id) => [id, declared.get(id) ?? null])),
    });
    rated += 1;
  };

  const firstDay = now - (now % DAY_MS) - DAYS * DAY_MS;
  const perDay = matchesPerDay(total, firstDay);
  let written = 0;
  let writing = Promise.resolve();
  for (const [d, count] of perDay.entries()) {
    const day = firstDay + d * DAY_MS;
    const planned = Array.from({ length: count }, () => {
      const setup = matchSetup(pickSeats, random, TYPED_SHARE);
      const log = logOf(setup.rules, setup.strength, random() < ABANDONED_SHARE);
      const startedAt = startOf(day, random);
      return { setup, log, startedAt, endedAt: startedAt + (log.events.length + 1) * POINT_MS };
    }).sort((a, b) => a.endedAt - b.endedAt);
    const batch: BulkBatch = { matches: [], records: [], rated: [], counted: [] };
    for (const { setup, log, startedAt, endedAt } of planned) {
      const { score } = log.state;
      const completed = score.isGameOver;
      const match: MatchRow = {
        id: randomUUID(),
        ownerId: setup.owner.id,
        status: completed ? 'completed' : 'incomplete',
        config: setup.config,
        rules: setup.rules,
        score,
        fold: null,
        lastSeq: 0,
        revision: 0,
        spectatorToken: null,
        scorerSeenAt: null,
        result: completed ? (endMatchResult(score).winner ?? 'draw') : null,
        startedAt: new Date(startedAt),
        endedAt: new Date(endedAt),
        createdAt: new Date(startedAt),
        updatedAt: new Date(endedAt),
        entryCount: 0,
        entriesHeld: 0,
        // Its statistics, rating and counters are written here: `npm run stats:backfill` leaves it alone.
        factsRecorded: completed,
      };
      batch.matches.push(match);
      if (!completed) continue;
      const players = matchRoster(setup.config, setup.owner, registered);
      const facts: FinishFacts = {
        match,
        status: 'completed',
        startAt: match.startedAt as Date,
        endedAt: match.endedAt as Date,
        events: log.events,
        state: log.state,
        players,
      };
      finished(batch, facts, log);
    }
    // One day is written while the next is made: the database and this process work at once.
    await writing;
    writing = repository.write(batch);
    written += count;
    if ((d + 1) % 73 === 0) console.log(`${written} matches made`);
  }
  await writing;
  await communityRepository(db).add([...sums.values()], 0);
  const { players } = await recomputeRatings(db);
  return { rated, ratings: players };
}
