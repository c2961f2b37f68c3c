/** Test support for the community module: the facts of a finished match, built from a real log. */
import type { GameConfig } from '@marcador/contracts';
import type { MatchRules } from '@marcador/domain';
import type { FinishFacts } from '../matches/match-completion';
import { foldLog } from '../matches/match-log';
import { entryLog, gameConfig, T0 } from '../matches/test-matches';

const RULES: MatchRules = { sport: 'padel', deuce: 'golden', finalSet: 'full' };

/** A padel match won 6-0 6-0 by love games, started at T0 (Sunday 22 November 2026, 10:00 UTC), ended an hour later. */
export function finishFacts(config: Partial<GameConfig> = {}): FinishFacts {
  const { events, state, progress } = foldLog(RULES, entryLog().games('111111111111').entries);
  const startAt = new Date(T0);
  const endedAt = new Date(T0 + 60 * 60 * 1000);
  const match = {
    id: 'match-1',
    ownerId: 'user-1',
    status: 'completed' as const,
    config: gameConfig(config),
    rules: RULES,
    result: 'player1' as const,
    startedAt: startAt,
    endedAt,
    createdAt: startAt,
    updatedAt: endedAt,
    revision: 1,
    entriesHeld: progress.entryCount,
    factsRecorded: true,
    spectatorToken: null,
    scorerSeenAt: null,
    ...progress,
  };
  return { match, status: 'completed', startAt, endedAt, events, state, players: [] };
}
