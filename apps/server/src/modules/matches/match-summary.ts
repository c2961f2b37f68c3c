import type { MatchProgress, MatchSummary } from '@marcador/contracts';
import { playedSets } from '@marcador/domain';
import type { SummaryRow } from './matches.repository';

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** What an append answers of the match (contracts: matchProgressSchema). */
export function toMatchProgress(row: SummaryRow): MatchProgress {
  return {
    id: row.id,
    status: row.status,
    score: { ...row.score, setScores: [...row.score.setScores] },
    sets: [...playedSets(row.score)],
    result: row.result,
    endedAt: iso(row.endedAt),
    updatedAt: row.updatedAt.toISOString(),
    entryCount: row.entryCount,
  };
}

/** A match as the API shows it (contracts: matchSummarySchema). */
export function toMatchSummary(row: SummaryRow): MatchSummary {
  return {
    ...toMatchProgress(row),
    config: row.config,
    rules: row.rules,
    startedAt: iso(row.startedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
