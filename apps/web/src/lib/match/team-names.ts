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

/** Final sets as "6-3 4-6 7-6" (games of each finished set). */
export function setsText(setScores: readonly { player1: number; player2: number }[]): string {
  return setScores.map((set) => `${set.player1}-${set.player2}`).join(' ');
}
