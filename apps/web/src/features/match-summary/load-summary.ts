import type { GameConfig, InvitePosition, MatchLogEntryInput } from '@marcador/contracts';
import {
  effectiveEvents,
  endMatchResult,
  type MatchLogEntry,
  type MatchRules,
  type MatchStats,
  matchStats,
  type PlayedSet,
  playedSets,
  replay,
  type ScoreState,
} from '@marcador/domain';
import { type MatchDetailResponse, matchesApi, participationsApi } from '../../lib/match/match-api';
import { matchStore } from '../../lib/match/match-store';

export interface SummaryData {
  readonly config: GameConfig;
  /** The rules the match started with: a points race shows its total instead of sets. */
  readonly rules: MatchRules;
  readonly score: ScoreState;
  /** The sets played, the one in play when the match stopped marked unfinished. */
  readonly sets: readonly PlayedSet[];
  /** null while in play; 'draw' for an equal manual end. */
  readonly result: 'player1' | 'player2' | 'draw' | null;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  readonly stats: MatchStats;
  /**
   * For a match the user was added to as a participant: the name of the player who saved it, and the
   * user's place in it (their invitation's position), which the summary reads the match from.
   */
  readonly participation?: { readonly creatorName: string; readonly seat: InvitePosition | null };
}

function summarize(
  config: GameConfig,
  rules: MatchRules,
  entries: readonly MatchLogEntryInput[],
  startedAt: number | null,
  endedAt: number | null,
  ended: boolean,
): SummaryData {
  const events = effectiveEvents(entries as unknown as readonly MatchLogEntry[]);
  const { score } = replay(rules, events);
  const stats = matchStats(rules, events);
  let result: SummaryData['result'] = null;
  if (score.winner) result = score.winner;
  else if (ended) result = endMatchResult(score).winner ?? 'draw';
  return { config, rules, score, sets: playedSets(score), result, startedAt, endedAt, stats };
}

/**
 * The match from this device when it has it (works offline, and includes points not yet synced),
 * else from the server.
 */
export async function loadSummary(id: string, signal: AbortSignal): Promise<SummaryData> {
  const local = await matchStore()
    .getMatch(id)
    .catch(() => undefined);
  if (local) {
    const entries = await matchStore().entries(id);
    const ended = local.finish !== null && local.finish.reason !== 'abandoned';
    return summarize(local.config, local.rules, entries, local.startedAt, local.finish?.endedAt ?? null, ended);
  }
  return fromServer(await matchesApi.get(id, signal));
}

/** A match the user was added to as a participant (read-only; never on this device's store). */
export async function loadParticipation(id: string, signal: AbortSignal): Promise<SummaryData> {
  const { creatorName, seat, ...detail } = await participationsApi.get(id, signal);
  return { ...fromServer(detail), participation: { creatorName, seat } };
}

function fromServer({ match, entries }: MatchDetailResponse): SummaryData {
  const data = summarize(
    match.config,
    match.rules,
    entries,
    match.startedAt ? Date.parse(match.startedAt) : null,
    match.endedAt ? Date.parse(match.endedAt) : null,
    match.status === 'completed',
  );
  return { ...data, result: match.result ?? data.result };
}
