/**
 * What one completed match adds to the community counters (decision 038). Pure: the finish's facts
 * and the device's time zone in, counter increments out.
 */
import type { MatchStats } from '@marcador/domain';
import type { FinishFacts } from '../matches/match-completion';

/** The counters the community page reads; `key` tells the values of one metric apart. */
export type CommunityMetric =
  | 'matches'
  | 'points'
  | 'games'
  | 'deciding_points'
  | 'duration_ms'
  | 'week'
  | 'weekday'
  | 'hour'
  | 'club';

export interface CounterIncrement {
  metric: CommunityMetric;
  key: string;
  n: number;
  /** What the key shows as, for keys that are not their own label (a club's name). */
  label: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) starting the ISO week of `at`, as `YYYY-MM-DD`. */
export function weekStartOf(at: Date): string {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** One formatter per time zone met: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** ISO day of the week (Monday 1 ... Sunday 7) and hour (0-23) of `at` on the clocks of `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { day: number; hour: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  return { day: WEEKDAYS.indexOf(weekday) + 1, hour };
}

/**
 * The club a match was played at, counted by venue id when it is a listed venue, else by its name
 * folded (a typed club's `manual_...` id is the typist's own, so the same club typed by two players
 * would count apart).
 */
export function clubKeyOf(club: FinishFacts['match']['config']['club']): { key: string; name: string } | null {
  if (!club) return null;
  const name = club.name.trim();
  if (club.id && !club.id.startsWith('manual_')) return { key: `venue:${club.id}`, name };
  return { key: `name:${name.toLocaleLowerCase('es').replace(/\s+/g, ' ')}`, name };
}

/**
 * The increments of one completed match, whose log's statistics are `stats`. Day and hour are when it
 * started on the players' clocks (the finishing device's `timeZone`, UTC without one); its week is the
 * UTC week it ended in.
 */
export function communityIncrements(
  facts: FinishFacts,
  stats: MatchStats,
  timeZone: string | undefined,
): CounterIncrement[] {
  const { sport } = facts.match.rules;
  const { day, hour } = localDayAndHour(facts.startAt, timeZone ?? 'UTC');
  const counter = (metric: CommunityMetric, key: string, n: number, label: string | null = null) => ({
    metric,
    key,
    n,
    label,
  });
  const increments = [
    counter('matches', sport, 1),
    counter('points', sport, stats.points.player1 + stats.points.player2),
    // A points race keeps its rallies as the "games" of one set; it has no games to count.
    counter('games', sport, facts.match.rules.race ? 0 : stats.games.player1 + stats.games.player2),
    counter('deciding_points', sport, stats.decidingPointsPlayed),
    counter('duration_ms', sport, stats.durationMs),
    counter('week', weekStartOf(facts.endedAt), 1),
    counter('weekday', String(day), 1),
    counter('hour', String(hour), 1),
  ];
  const club = clubKeyOf(facts.match.config.club);
  if (club) increments.push(counter('club', club.key, 1, club.name));
  // A zero adds nothing: its row is not written (nor locked).
  return increments.filter((increment) => increment.n > 0);
}
