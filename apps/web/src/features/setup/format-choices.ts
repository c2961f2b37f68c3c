import {
  type BestOf,
  type DeuceRule,
  type FinalSetFormat,
  type MatchRules,
  resolveRules,
  type Sport,
  setGames,
  setTiebreak,
} from '@marcador/domain';

/**
 * The format as the "Personalizar" dialog asks it, one answer a question. The tie-break is its target
 * and whether it starts one game before games all (Fast4 plays it at 3-3 in sets to 4), so changing
 * the games per set keeps both.
 */
export interface FormatChoices {
  bestOf: BestOf;
  setGames: number;
  /** Points that win the sets' tie-break; null: sets without tie-break, won by two games. */
  tiebreakTo: number | null;
  tiebreakEarly: boolean;
  deuce: DeuceRule;
  finalSet: FinalSetFormat;
}

/** Games per set and tie-break targets offered; a code may bring others, which are offered too. */
export const SET_GAMES_CHOICES: readonly number[] = [6, 4];
export const TIEBREAK_CHOICES: readonly number[] = [7, 5];

export function choicesOf(rules: MatchRules): FormatChoices {
  const games = setGames(rules);
  const tiebreak = setTiebreak(rules);
  return {
    bestOf: rules.bestOf ?? 3,
    setGames: games,
    tiebreakTo: tiebreak?.to ?? null,
    tiebreakEarly: tiebreak !== null && tiebreak.at < games,
    deuce: rules.deuce,
    finalSet: rules.finalSet,
  };
}

export function rulesOf(choices: FormatChoices, sport: Sport): MatchRules {
  const { tiebreakTo, tiebreakEarly, ...rest } = choices;
  const at = tiebreakEarly ? Math.max(1, choices.setGames - 1) : choices.setGames;
  return resolveRules({ ...rest, sport, tiebreak: tiebreakTo === null ? null : { to: tiebreakTo, at } });
}

/** The values offered for a question, with the current one added when it is not among them. */
export function withCurrent(values: readonly number[], current: number | null): readonly number[] {
  return current === null || values.includes(current) ? values : [...values, current];
}
