/**
 * One court of a tournament round: two teams of two players, named as given when the tournament was
 * created. `score` is absent until the match has been played.
 */
export type TournamentMatch = {
  court: number;
  team1: [string, string];
  team2: [string, string];
  score?: { team1: number; team2: number };
};

/** A round: its number (from 1), the matches by court (from 1) and who sits out. */
export type TournamentRound = { number: number; matches: TournamentMatch[]; resting: string[] };

/** Formats whose rounds are drawn one at a time from the standings. */
export type DynamicFormat = 'mexicano' | 'amexicano';

/** Every tournament format the product offers (spec section 9). */
export type TournamentFormat = 'americano' | DynamicFormat;

/** The four players of a match, team 1 first. */
export function matchPlayers(match: TournamentMatch): [string, string, string, string] {
  return [match.team1[0], match.team1[1], match.team2[0], match.team2[1]];
}
