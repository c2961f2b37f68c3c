/** Racket sport being played; both score the same way, the UI offers golden point for padel only. */
export type Sport = 'tennis' | 'padel';

/**
 * How a game at 40-40 is decided.
 * - `advantage`: a two-point lead is always needed.
 * - `golden`: at the first deuce the next point wins the game.
 * - `star`: FIP rule from 2026; the first two deuces use advantage, at the third the next point wins.
 */
export type DeuceRule = 'advantage' | 'golden' | 'star';

/** How the deciding set is played at one set all: a full set, or a match tie-break to 10. */
export type FinalSetFormat = 'full' | 'superTiebreak';

/**
 * A points race (padel americano and mexicano matches): every rally is one point to one team, and the
 * match ends when the two teams' points add up to `totalPoints` (21 ends 12-9, 11-10...). Every point
 * is played, because each one counts in the tournament's standings; an even total can end level.
 */
export interface PointsRace {
  readonly totalPoints: number;
}

/**
 * The rules a match is scored with: best of three sets, or, with `race`, a points race (then the deuce
 * and final-set rules do not apply). The race is fixed when the match starts.
 */
export interface MatchRules {
  readonly sport: Sport;
  readonly deuce: DeuceRule;
  readonly finalSet: FinalSetFormat;
  readonly race?: PointsRace;
}

/** Defaults from the spec: advantage games and a full third set. */
export const DEFAULT_MATCH_RULES: MatchRules = { sport: 'tennis', deuce: 'advantage', finalSet: 'full' };

/** Sets a side needs to win the match (best of three). */
export const SETS_TO_WIN = 2;
/** Games that win a set when the lead is at least two. */
export const GAMES_PER_SET = 6;
/** Points that win a set tie-break (lead of two). */
export const TIEBREAK_POINTS = 7;
/** Points that win the match tie-break played instead of a third set (lead of two). */
export const SUPER_TIEBREAK_POINTS = 10;

/** Totals a tournament offers for a points race (issue 20); any whole total in the bounds may be set. */
export const RACE_TOTAL_PRESETS: readonly number[] = [16, 21, 24, 32];
/** Smallest total of a points race: fewer points than one rally per player make no match. */
export const RACE_TOTAL_MIN = 4;
/** Largest total of a points race: the umpire's announcements read numbers in words up to 99. */
export const RACE_TOTAL_MAX = 99;

/** True for a points race with a whole total in the bounds, and nothing else. */
export function isPointsRace(value: unknown): value is PointsRace {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { totalPoints, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof totalPoints === 'number' &&
    Number.isInteger(totalPoints) &&
    totalPoints >= RACE_TOTAL_MIN &&
    totalPoints <= RACE_TOTAL_MAX
  );
}

/** Every value of each rule, as the API's schema lists them. */
export const SPORTS: readonly Sport[] = ['tennis', 'padel'];
export const DEUCE_RULES: readonly DeuceRule[] = ['advantage', 'golden', 'star'];
export const FINAL_SETS: readonly FinalSetFormat[] = ['full', 'superTiebreak'];

/**
 * True for a complete rules object with known values and nothing else: what a stored configuration
 * must hold before a match is scored with it (the API's `matchRulesSchema` is strict the same way).
 */
export function isMatchRules(value: unknown): value is MatchRules {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { sport, deuce, finalSet, race, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    (race === undefined || isPointsRace(race)) &&
    SPORTS.includes(sport as Sport) &&
    DEUCE_RULES.includes(deuce as DeuceRule) &&
    FINAL_SETS.includes(finalSet as FinalSetFormat)
  );
}

/**
 * Completes a partial rules object with the defaults.
 * Unknown values (for example from an old stored configuration) fall back to the default rather than
 * producing a match that no branch of the engine knows how to score. A set match has no `race` key.
 */
export function resolveRules(rules: Partial<MatchRules> = {}, base: MatchRules = DEFAULT_MATCH_RULES): MatchRules {
  const resolved: MatchRules = {
    sport: rules.sport !== undefined && SPORTS.includes(rules.sport) ? rules.sport : base.sport,
    deuce: rules.deuce !== undefined && DEUCE_RULES.includes(rules.deuce) ? rules.deuce : base.deuce,
    finalSet: rules.finalSet !== undefined && FINAL_SETS.includes(rules.finalSet) ? rules.finalSet : base.finalSet,
  };
  const race = isPointsRace(rules.race) ? rules.race : base.race;
  return race === undefined ? resolved : { ...resolved, race: { totalPoints: race.totalPoints } };
}
