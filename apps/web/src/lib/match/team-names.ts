import type { GameConfig } from '@marcador/contracts';
import { setScoreText, type TeamNames } from '@marcador/domain';

/** Team names as shown: the typed name, else the spec's defaults ('Nosotros' / 'Oponentes', translated). */
export function teamNames(
  config: Pick<GameConfig, 'team1' | 'team2'>,
  t: (key: string) => string,
): { player1: string; player2: string } {
  return {
    player1: config.team1.name.trim() || t('teams.us'),
    player2: config.team2.name.trim() || t('teams.them'),
  };
}

/**
 * The team names as shown, with each team's typed players in their order: the board and the umpire name
 * the server by them ("Saca Ana"; the team's name for a player left unnamed, and in singles).
 */
export function namesWithPlayers(config: Pick<GameConfig, 'team1' | 'team2'>, t: (key: string) => string): TeamNames {
  return { ...teamNames(config, t), players: { player1: config.team1.players, player2: config.team2.players } };
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
