import { PLAYER_NAME_MAX_LENGTH } from '../account/profile-fields';

/** Minimum players in a tournament (spec section 9): one court needs four. */
export const MIN_TOURNAMENT_PLAYERS = 4;

/** Longest schedule `americanoSchedule` builds, so a typo in `rounds` cannot freeze the screen. */
export const MAX_TOURNAMENT_ROUNDS = 1000;

/** Why a tournament input was rejected; the UI maps the code to a translated message. */
export type TournamentInputErrorCode =
  | 'too_few_players'
  | 'invalid_player_name'
  | 'duplicate_player'
  | 'invalid_courts'
  | 'invalid_rounds'
  | 'invalid_format'
  | 'invalid_round'
  | 'missing_score'
  | 'unknown_player';

/** Thrown for any input the tournament engine refuses; `message` is English and names the problem. */
export class TournamentInputError extends Error {
  override readonly name = 'TournamentInputError';
  readonly code: TournamentInputErrorCode;

  constructor(code: TournamentInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The key two names are compared by: surrounding spaces and letter case do not make a new player. */
export function playerKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/**
 * A player's name in a tournament from an account's full name: spaces collapsed, and cut with an
 * ellipsis to the PLAYER_NAME_MAX_LENGTH characters a tournament's names take (a full name may be
 * longer), never inside a character.
 */
export function tournamentPlayerName(fullName: string): string {
  const characters = Array.from(fullName.trim().replace(/\s+/g, ' '));
  if (characters.length <= PLAYER_NAME_MAX_LENGTH) return characters.join('');
  const kept = characters.slice(0, PLAYER_NAME_MAX_LENGTH - 1).join('');
  return `${kept.trimEnd()}…`;
}

/**
 * Checks a tournament's player list: at least four, every name a non-empty string, no two names equal
 * once trimmed and compared without case (spec section 5). Throws {@link TournamentInputError}.
 */
export function validateTournamentPlayers(players: readonly string[]): void {
  if (!Array.isArray(players)) {
    throw new TournamentInputError('too_few_players', 'Players must be a list of names.');
  }
  if (players.length < MIN_TOURNAMENT_PLAYERS) {
    throw new TournamentInputError(
      'too_few_players',
      `A tournament needs at least ${MIN_TOURNAMENT_PLAYERS} players; got ${players.length}.`,
    );
  }
  const seen = new Map<string, string>();
  players.forEach((name, index) => {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new TournamentInputError('invalid_player_name', `Player ${index + 1} has an empty name.`);
    }
    const key = playerKey(name);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new TournamentInputError(
        'duplicate_player',
        `"${name}" is already in the tournament as "${earlier}" (names are compared ignoring case and surrounding spaces).`,
      );
    }
    seen.set(key, name);
  });
}

/**
 * Checks the players still in a tournament (at least four, as {@link validateTournamentPlayers}) and,
 * with those who withdrew, that no name is taken twice. Returns everyone, the withdrawn last, so that
 * an index below `players.length` is a player still in.
 */
export function validateRosterNames(players: readonly string[], withdrawn: readonly string[] = []): string[] {
  validateTournamentPlayers(players);
  const everyone = [...players, ...withdrawn];
  validateTournamentPlayers(everyone);
  return everyone;
}

/** Checks the number of courts: a whole number of at least 1. Throws {@link TournamentInputError}. */
export function validateTournamentCourts(courts: number): void {
  if (typeof courts !== 'number' || !Number.isInteger(courts) || courts < 1) {
    throw new TournamentInputError(
      'invalid_courts',
      `Courts must be a whole number of at least 1; got ${String(courts)}.`,
    );
  }
}

/**
 * Checks a number of rounds: a whole number from `min` to `max`. Throws {@link TournamentInputError}
 * `invalid_rounds` naming the bounds.
 */
export function validateRoundCount(rounds: unknown, min: number, max: number): asserts rounds is number {
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < min || rounds > max) {
    throw new TournamentInputError(
      'invalid_rounds',
      `Rounds must be a whole number from ${min} to ${max}; got ${String(rounds)}.`,
    );
  }
}

/**
 * Courts actually used each round: the courts available, but never more than the players fill
 * (four per court), so with 10 players and 3 courts two courts are used and two players rest.
 */
export function courtsInUse(playerCount: number, courts: number): number {
  return Math.min(courts, Math.floor(playerCount / 4));
}
