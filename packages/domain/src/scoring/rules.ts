/** Racket sport being played; both score the same way, the UI offers golden point for padel only. */
export type Sport = 'tennis' | 'padel';

/**
 * How a game at 40-40 is decided.
 * - `advantage`: a two-point lead is always needed.
 * - `golden`: at the first deuce the next point wins the game.
 * - `star`: FIP rule from 2026; the first two deuces use advantage, at the third the next point wins.
 */
export type DeuceRule = 'advantage' | 'golden' | 'star';

/**
 * How the deciding set is played (one set all in a best of three, two all in a best of five):
 * - `full`: like the other sets;
 * - `noTiebreak`: a full set without a tie-break, won by two games;
 * - `superTiebreak`: a match tie-break to 10 instead of the set;
 * - `matchTiebreak7`: a match tie-break to 7 instead of the set.
 * A single-set match has no deciding set of its own: its one set is played like any other.
 */
export type FinalSetFormat = 'full' | 'noTiebreak' | 'superTiebreak' | 'matchTiebreak7';

/** Sets a match is the best of. */
export type BestOf = 1 | 3 | 5;

/** The sets' tie-break: played at `at` games all, won with `to` points and a lead of two. */
export interface SetTiebreak {
  readonly to: number;
  readonly at: number;
}

/**
 * A points race (padel americano and mexicano matches): every rally is one point to one team, and the
 * match ends when the two teams' points add up to `totalPoints` (21 ends 12-9, 11-10...). Every point
 * is played, because each one counts in the tournament's standings; an even total can end level.
 */
export interface PointsRace {
  readonly totalPoints: number;
}

/**
 * The rules a match is scored with: its format (sets, games, tie-break, deuce, deciding set), or, with
 * `race`, a points race (then the other rules do not apply). The race is fixed when the match starts.
 * The format fields are left out when they hold the standard value (best of three sets of six games,
 * tie-break to 7 at six all), so the rules of a standard match, and of every match saved before those
 * fields existed, read the same; `matchUpFormatCode` writes the whole format as a TODS code.
 */
export interface MatchRules {
  readonly sport: Sport;
  readonly deuce: DeuceRule;
  readonly finalSet: FinalSetFormat;
  readonly race?: PointsRace;
  /** Best of 1, 3 or 5 sets; absent: 3. */
  readonly bestOf?: BestOf;
  /** Games that win a set with a lead of two (6, or 4 for short sets); absent: 6. */
  readonly setGames?: number;
  /** The sets' tie-break; absent: to 7 at `setGames` all; null: none (sets won by two games). */
  readonly tiebreak?: SetTiebreak | null;
}

/** Defaults from the spec: advantage games and a full third set. */
export const DEFAULT_MATCH_RULES: MatchRules = { sport: 'tennis', deuce: 'advantage', finalSet: 'full' };

/** Sets a side needs to win a standard match (best of three). */
export const SETS_TO_WIN = 2;
/** Games that win a standard set when the lead is at least two. */
export const GAMES_PER_SET = 6;
/** Points that win a standard set tie-break (lead of two). */
export const TIEBREAK_POINTS = 7;
/** Points that win the match tie-break played instead of a deciding set (lead of two). */
export const SUPER_TIEBREAK_POINTS = 10;
/** Points that win the shorter match tie-break (`matchTiebreak7`). */
export const MATCH_TIEBREAK_7_POINTS = 7;

/** Every best-of a match may have. */
export const BEST_OF: readonly BestOf[] = [1, 3, 5];
/** Bounds of a set's games: short sets to 4 up to pro sets to 8 (and a little room either side). */
export const SET_GAMES_MIN = 1;
export const SET_GAMES_MAX = 12;
/** Bounds of a tie-break's target (Fast4 plays to 5; the match tie-break to 10). */
export const TIEBREAK_TO_MIN = 3;
export const TIEBREAK_TO_MAX = 15;

const STANDARD_TIEBREAK: SetTiebreak = Object.freeze({ to: TIEBREAK_POINTS, at: GAMES_PER_SET });

/** Sets a side needs to win the match. */
export function setsToWin(rules: MatchRules): number {
  return ((rules.bestOf ?? 3) + 1) / 2;
}

/** Games that win a set (with a lead of two). */
export function setGames(rules: MatchRules): number {
  return rules.setGames ?? GAMES_PER_SET;
}

/** The sets' tie-break, or null when sets are won by two games only. */
export function setTiebreak(rules: MatchRules): SetTiebreak | null {
  if (rules.tiebreak === null) return null;
  if (rules.tiebreak !== undefined) return rules.tiebreak;
  // The standard tie-break is one shared object: the fold asks for it at every game won.
  return rules.setGames === undefined ? STANDARD_TIEBREAK : { to: TIEBREAK_POINTS, at: rules.setGames };
}

/** Points that win the match tie-break played instead of the deciding set, or null when a set is played. */
export function matchTiebreakPoints(rules: MatchRules): number | null {
  if ((rules.bestOf ?? 3) === 1) return null;
  if (rules.finalSet === 'superTiebreak') return SUPER_TIEBREAK_POINTS;
  if (rules.finalSet === 'matchTiebreak7') return MATCH_TIEBREAK_7_POINTS;
  return null;
}

/** The deciding set's tie-break: none when it is played without one, else the other sets'. */
export function decidingSetTiebreak(rules: MatchRules): SetTiebreak | null {
  return rules.finalSet === 'noTiebreak' ? null : setTiebreak(rules);
}

function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A tie-break the engine can play for sets to `games`: at games all or one game earlier (Fast4). */
function isSetTiebreak(value: unknown, games: number): value is SetTiebreak {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { to, at, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    isWholeIn(to, TIEBREAK_TO_MIN, TIEBREAK_TO_MAX) &&
    isWholeIn(at, Math.max(1, games - 1), games)
  );
}

/** Totals a tournament offers for a points race; any whole total in the bounds may be set. */
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
export const FINAL_SETS: readonly FinalSetFormat[] = ['full', 'noTiebreak', 'superTiebreak', 'matchTiebreak7'];

/**
 * True for a complete rules object with known values and nothing else: what a stored configuration
 * must hold before a match is scored with it (the API's `matchRulesSchema` is strict the same way).
 */
export function isMatchRules(value: unknown): value is MatchRules {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { sport, deuce, finalSet, race, bestOf, setGames: games, tiebreak, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    (race === undefined || isPointsRace(race)) &&
    SPORTS.includes(sport as Sport) &&
    DEUCE_RULES.includes(deuce as DeuceRule) &&
    FINAL_SETS.includes(finalSet as FinalSetFormat) &&
    (bestOf === undefined || BEST_OF.includes(bestOf as BestOf)) &&
    (games === undefined || isWholeIn(games, SET_GAMES_MIN, SET_GAMES_MAX)) &&
    (tiebreak === undefined ||
      tiebreak === null ||
      isSetTiebreak(tiebreak, (games as number | undefined) ?? GAMES_PER_SET))
  );
}

/**
 * Completes a partial rules object with the defaults (or `base`'s values).
 * Unknown values (for example from an old stored configuration) fall back to the default rather than
 * producing a match that no branch of the engine knows how to score. A set match has no `race` key, and
 * format fields holding the standard value are left out (see `MatchRules`), so equal formats are equal
 * objects. A single set has no deciding set of its own, so its final-set rule is `full`.
 */
export function resolveRules(rules: Partial<MatchRules> = {}, base: MatchRules = DEFAULT_MATCH_RULES): MatchRules {
  const bestOf = BEST_OF.includes(rules.bestOf as BestOf) ? (rules.bestOf as BestOf) : (base.bestOf ?? 3);
  const games = isWholeIn(rules.setGames, SET_GAMES_MIN, SET_GAMES_MAX) ? rules.setGames : setGames(base);
  const given = rules.tiebreak === null || isSetTiebreak(rules.tiebreak, games) ? rules.tiebreak : undefined;
  const baseTiebreak = base.tiebreak === null || isSetTiebreak(base.tiebreak, games) ? base.tiebreak : undefined;
  const tiebreak = given !== undefined ? given : baseTiebreak;
  const finalSet = rules.finalSet !== undefined && FINAL_SETS.includes(rules.finalSet) ? rules.finalSet : base.finalSet;
  const resolved: { -readonly [K in keyof MatchRules]: MatchRules[K] } = {
    sport: rules.sport !== undefined && SPORTS.includes(rules.sport) ? rules.sport : base.sport,
    deuce: rules.deuce !== undefined && DEUCE_RULES.includes(rules.deuce) ? rules.deuce : base.deuce,
    // Without a deciding set (a single set), or sets without tie-breaks, `noTiebreak` is the same as `full`.
    finalSet: bestOf === 1 || (finalSet === 'noTiebreak' && tiebreak === null) ? 'full' : finalSet,
  };
  if (bestOf !== 3) resolved.bestOf = bestOf;
  if (games !== GAMES_PER_SET) resolved.setGames = games;
  if (tiebreak === null) resolved.tiebreak = null;
  else if (tiebreak !== undefined && (tiebreak.to !== TIEBREAK_POINTS || tiebreak.at !== games))
    resolved.tiebreak = { to: tiebreak.to, at: tiebreak.at };
  const race = isPointsRace(rules.race) ? rules.race : base.race;
  if (race !== undefined) resolved.race = { totalPoints: race.totalPoints };
  return resolved;
}

/** The same rules: every field equal (the format fields as `resolveRules` writes them). */
export function sameRules(a: MatchRules, b: MatchRules): boolean {
  const ta = setTiebreak(a);
  const tb = setTiebreak(b);
  return (
    a.sport === b.sport &&
    a.deuce === b.deuce &&
    a.finalSet === b.finalSet &&
    (a.bestOf ?? 3) === (b.bestOf ?? 3) &&
    setGames(a) === setGames(b) &&
    (ta === null || tb === null ? ta === tb : ta.to === tb.to && ta.at === tb.at) &&
    a.race?.totalPoints === b.race?.totalPoints
  );
}
