/** The community page's answer, built from the summed counters (decision 038). Pure. */
import type { CommunityStatsResponse } from '@marcador/contracts';
import { SPORTS } from '@marcador/domain';
import type { CounterSum } from './community.repository';
import type { CommunityMetric } from './community-increments';
import { weekStartOf } from './community-increments';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Mondays (UTC) of the `weeks` ISO weeks ending with the one holding `now`, oldest first. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(current - (weeks - 1 - i) * WEEK_MS).toISOString().slice(0, 10),
  );
}

export interface CommunityFigures {
  sums: readonly CounterSum[];
  topClubs: CommunityStatsResponse['topClubs'];
  players: number;
}

export function communityAnswer(figures: CommunityFigures, weekStarts: readonly string[]): CommunityStatsResponse {
  const byMetric = new Map<CommunityMetric, Map<string, number>>();
  for (const { metric, key, n } of figures.sums) {
    const keys = byMetric.get(metric) ?? new Map<string, number>();
    keys.set(key, n);
    byMetric.set(metric, keys);
  }
  const value = (metric: CommunityMetric, key: string) => byMetric.get(metric)?.get(key) ?? 0;
  const total = (metric: CommunityMetric) => SPORTS.reduce((sum, sport) => sum + value(metric, sport), 0);

  const matches = total('matches');
  const padelGames = value('games', 'padel');
  return {
    players: figures.players,
    matches,
    points: total('points'),
    averageMatchMs: matches === 0 ? null : Math.round(total('duration_ms') / matches),
    goldenPointShare: padelGames === 0 ? null : Math.min(1, value('deciding_points', 'padel') / padelGames),
    bySport: SPORTS.map((sport) => ({ sport, matches: value('matches', sport), points: value('points', sport) })),
    perWeek: weekStarts.map((weekStart) => ({ weekStart, matches: value('week', weekStart) })),
    byWeekday: Array.from({ length: 7 }, (_, i) => ({ day: i + 1, matches: value('weekday', String(i + 1)) })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, matches: value('hour', String(hour)) })),
    topClubs: figures.topClubs,
  };
}
