import { type SidesConfig, seatedPlayers, setScoreText, sideNames, type TeamNames } from '@marcador/domain';

/**
 * The sides' names as every screen shows them (domain `sideNames`): the typed team name, else the
 * players' ("Ana", "Ana / Bea"), else the spec's 'Nosotros' / 'Oponentes' (translated).
 */
export function teamNames(config: SidesConfig, t: (key: string) => string): { player1: string; player2: string } {
  return sideNames(config, { player1: t('teams.us'), player2: t('teams.them') });
}

/**
 * The sides' names with the names in each side's places (domain `seatedPlayers`): the board and the
 * umpire name the server by them ("Saca Ana"; the side's name for a place left unnamed, and in singles).
 */
export function namesWithPlayers(config: SidesConfig, t: (key: string) => string): TeamNames {
  return {
    ...teamNames(config, t),
    players: { player1: seatedPlayers(config, 'player1'), player2: seatedPlayers(config, 'player2') },
  };
}

interface SetGames {
  readonly player1: number;
  readonly player2: number;
  /** Points of the tie-break that decided the set, or that an unfinished set stopped in. */
  readonly tiebreak?: { readonly player1: number; readonly player2: number } | null;
}

/** Final sets as "6-3 4-6 7-6(5)" (domain `setScoreText`: the loser's tie-break points in parentheses). */
export function setsText(setScores: readonly SetGames[]): string {
  return setScores.map((set) => setScoreText(set)).join(' ');
}

/**
 * The sets played (domain `playedSets`) as "6-3 1-0 (sin terminar)": `unfinished` words the set
 * that was in play when the match stopped.
 */
export function playedSetsText(
  sets: readonly (SetGames & { readonly finished: boolean })[],
  unfinished: (set: string) => string,
): string {
  return sets.map((set) => (set.finished ? setScoreText(set) : unfinished(setScoreText(set)))).join(' ');
}
