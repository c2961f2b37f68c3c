import { TournamentInputError } from '@marcador/domain';
import { HttpError } from '../../plugins/error-shape';

/**
 * The tournaments' refusals (English messages; the web client words each code). A tournament the
 * viewer may not read is the same 404 as one that never existed.
 */
export const tournamentNotFound = () => new HttpError(404, 'not_found', 'Tournament not found.');
export const matchNotFound = () => new HttpError(404, 'not_found', 'Match not found in this tournament.');
export const playerNotFound = () => new HttpError(404, 'not_found', 'Player not found in this tournament.');
export const notOrganiser = () =>
  new HttpError(403, 'forbidden', 'Only the organiser (or an admin) changes a tournament.');
export const tournamentCompleted = () =>
  new HttpError(409, 'tournament_completed', 'The tournament is finished; it can no longer change.');
export const staleResult = () =>
  new HttpError(409, 'stale_result', 'The match has changed since this result was entered; reload it first.');
export const resultIdReused = () =>
  new HttpError(409, 'result_id_reused', 'This result id was already used for another match.');
export const matchCompleted = () => new HttpError(409, 'match_completed', 'The match already has its result.');
export const scoreOverPoints = (points: number) =>
  new HttpError(400, 'score_over_points', `The two scores add up to more than the ${points} points of a match.`);
export const unknownUser = () =>
  new HttpError(400, 'unknown_user', 'A player names an account that is neither yours nor one of your connections.');
export const unknownVenue = () => new HttpError(400, 'unknown_venue', 'The venue does not exist.');
export const sameAccountTwice = () => new HttpError(400, 'duplicate_player', 'Two players name the same account.');

/** Runs an engine call, its refusals answered 400 with the engine's code (too_few_players...). */
export function engine<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof TournamentInputError) throw new HttpError(400, error.code, error.message);
    throw error;
  }
}
