import type { TournamentResultRequest } from '@marcador/contracts';

/** A tournament match's result as the device keeps it until the tournament has it (decision 045). */
export interface TournamentResult {
  readonly scoreA: number;
  readonly scoreB: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The result's id: the scored match's own id (a UUID, made by /setup), so a retry of the sync, or a
 * second device continuing the same match, sends the same id and the tournament applies it once.
 * Null for an id that is no UUID (the API takes only those; /setup never makes one).
 */
export function tournamentResultId(matchId: string): string | null {
  return UUID.test(matchId) ? matchId.toLowerCase() : null;
}

/** The PUT .../result body of a match's kept result, or null when it cannot be sent. */
export function tournamentResultRequest(matchId: string, result: TournamentResult): TournamentResultRequest | null {
  const resultId = tournamentResultId(matchId);
  return resultId ? { scoreA: result.scoreA, scoreB: result.scoreB, resultId } : null;
}
