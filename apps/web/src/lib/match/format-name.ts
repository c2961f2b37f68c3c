import {
  GAMES_PER_SET,
  type MatchRules,
  matchTiebreakPoints,
  setGames,
  setTiebreak,
  TIEBREAK_POINTS,
} from '@marcador/domain';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A match's format in words, the parts that differ from a standard set named after the number of sets:
 * "Mejor de 3", "Mejor de 3 · super tie-break a 10", "Mejor de 3 · sets a 4 · tie-break a 5 con 3
 * iguales · punto de oro", "Carrera a 21 puntos" (match namespace keys under `format`).
 */
export function formatName(rules: MatchRules, t: Translate): string {
  if (rules.race) return t('format.race', { total: rules.race.totalPoints });
  const parts = [t(`format.bestOf_${rules.bestOf ?? 3}`)];
  const games = setGames(rules);
  if (games !== GAMES_PER_SET) parts.push(t('format.shortSets', { games }));
  const tiebreak = setTiebreak(rules);
  if (tiebreak === null) parts.push(t('format.noTiebreak'));
  else if (tiebreak.at !== games) parts.push(t('format.tiebreakAt', { to: tiebreak.to, at: tiebreak.at }));
  else if (tiebreak.to !== TIEBREAK_POINTS) parts.push(t('format.tiebreakTo', { to: tiebreak.to }));
  if (rules.deuce !== 'advantage') parts.push(t(`format.${rules.deuce}`));
  const matchTiebreak = matchTiebreakPoints(rules);
  if (matchTiebreak !== null) parts.push(t('format.superTiebreak', { points: matchTiebreak }));
  else if (rules.finalSet === 'noTiebreak' && (rules.bestOf ?? 3) > 1) parts.push(t('format.finalNoTiebreak'));
  return parts.join(' · ');
}
