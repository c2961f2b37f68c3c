import type { TournamentMatch, TournamentRound } from './tournament-round';
import { matchPlayers } from './tournament-round';
import { playerKey, TournamentInputError } from './validate-players';

/** A match whose players are given as indices into the tournament's player list. */
export interface IndexedMatch {
  readonly round: number;
  readonly court: number;
  /** Team 1 then team 2: `[a, b, c, d]` is a+b against c+d. */
  readonly players: readonly [number, number, number, number];
  readonly score: { readonly team1: number; readonly team2: number } | null;
}

/** The rounds checked and resolved to player indices, in the order given. */
export type IndexedRounds = readonly (readonly IndexedMatch[])[];

function isScore(value: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Checks rounds against the player list and resolves names to indices. A name matches the player whose
 * name is equal ignoring case and surrounding spaces, as duplicates are defined. Throws
 * {@link TournamentInputError} when a match names an unknown player, a player appears twice in a round,
 * a score is not two whole numbers of at least 0, or (with `requireScores`) a match has no score.
 */
export function indexRounds(
  players: readonly string[],
  rounds: readonly TournamentRound[],
  options: { requireScores?: boolean } = {},
): IndexedRounds {
  const indexByKey = new Map(players.map((name, index) => [playerKey(name), index]));
  if (!Array.isArray(rounds)) throw new TournamentInputError('invalid_round', 'Rounds must be a list.');
  return rounds.map((round, r) => {
    const roundLabel = `Round ${round?.number ?? r + 1}`;
    if (!round || !Array.isArray(round.matches)) {
      throw new TournamentInputError('invalid_round', `${roundLabel} has no list of matches.`);
    }
    const seen = new Set<number>();
    return round.matches.map((match: TournamentMatch, m: number) => {
      const label = `${roundLabel}, court ${match?.court ?? m + 1}`;
      if (!match || !Array.isArray(match.team1) || !Array.isArray(match.team2)) {
        throw new TournamentInputError('invalid_round', `${label} must have two teams of two players.`);
      }
      if (match.team1.length !== 2 || match.team2.length !== 2) {
        throw new TournamentInputError('invalid_round', `${label} must have two teams of two players.`);
      }
      const indices = matchPlayers(match).map((name) => {
        const index = typeof name === 'string' ? indexByKey.get(playerKey(name)) : undefined;
        if (index === undefined) {
          throw new TournamentInputError(
            'invalid_round',
            `${label}: "${String(name)}" is not a player of this tournament.`,
          );
        }
        if (seen.has(index)) {
          throw new TournamentInputError(
            'invalid_round',
            `${label}: "${players[index]}" plays twice in the same round.`,
          );
        }
        seen.add(index);
        return index;
      }) as [number, number, number, number];
      let score: IndexedMatch['score'] = null;
      if (match.score !== undefined && match.score !== null) {
        if (!isScore(match.score.team1) || !isScore(match.score.team2)) {
          throw new TournamentInputError('invalid_round', `${label}: scores must be whole numbers of at least 0.`);
        }
        score = { team1: match.score.team1, team2: match.score.team2 };
      } else if (options.requireScores) {
        throw new TournamentInputError(
          'missing_score',
          `${label} has no score yet; enter every result before drawing the next round.`,
        );
      }
      return { round: round.number ?? r + 1, court: match.court ?? m + 1, players: indices, score };
    });
  });
}
