import type { GameConfig } from '@marcador/contracts';

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

interface SetGames {
  readonly player1: number;
  readonly player2: number;
  /** Points of the tie-break an unfinished set stopped in. */
  readonly tiebreak?: { readonly player1: number; readonly player2: number } | null;
}

/** One set as "6-3"; a tie-break the set stopped in adds its points: "6-6 (5-3)". */
function setText({ player1, player2, tiebreak }: SetGames): string {
  return tiebreak ? `${player1}-${player2} (${tiebreak.player1}-${tiebreak.player2})` : `${player1}-${player2}`;
}

/** Final sets as "6-3 4-6 7-6" (games of each finished set). */
export function setsText(setScores: readonly SetGames[]): string {
  return setScores.map(setText).join(' ');
}

/**
 * The sets played (domain `playedSets`) as "6-3 1-0 (sin terminar)": `unfinished` words the set
 * that was in play when the match stopped.
 */
export function playedSetsText(
  sets: readonly (SetGames & { readonly finished: boolean })[],
  unfinished: (set: string) => string,
): string {
  return sets.map((set) => (set.finished ? setText(set) : unfinished(setText(set)))).join(' ');
}
