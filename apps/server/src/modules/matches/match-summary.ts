import type { MatchSummary } from '@marcador/contracts';
import { playedSets } from '@marcador/domain';
import type { SummaryRow } from './matches.repository';

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** A match as the API shows it (contracts: matchSummarySchema). */
export function toMatchSummary(row: SummaryRow): MatchSummary {
  return {
    id: row.id,
    status: row.status,
    config: row.config,
    rules: row.rules,
    score: { ...row.score, setScores: [...row.score.setScores] },
    sets: [...playedSets(row.score)],
    result: row.result,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    entryCount: row.entryCount,
  };
}
