import type { BestOf, DeuceRule, FinalSetFormat, MatchRules, SetTiebreak, Sport } from './rules';
import {
  BEST_OF,
  MATCH_TIEBREAK_7_POINTS,
  matchTiebreakPoints,
  resolveRules,
  SET_GAMES_MAX,
  SET_GAMES_MIN,
  SUPER_TIEBREAK_POINTS,
  setGames,
  setTiebreak,
  TIEBREAK_TO_MAX,
  TIEBREAK_TO_MIN,
} from './rules';

/*
 * A match's format as a TODS matchUpFormat code, the notation of the tools federations and the CourtHive
 * ecosystem use (decision 061): `SET3-S:6/TB7` is a best of three sets of six games with a tie-break to 7
 * at six all; `NOAD` after the games is the golden point (no advantage); `/TB5@3` a tie-break to 5 at
 * three all (Fast4); `-F:TB10` a match tie-break to 10 instead of the deciding set; `-F:6` a deciding set
 * without tie-break, won by two games; `-G:TN3D` the star point (the third deuce decides). The grammar is
 * written here rather than taken from a package, so the domain keeps importing nothing.
 */

/** Why a code cannot be played, for a message in the user's language. */
export type MatchFormatError =
  /** Not a matchUpFormat code at all. */
  | 'syntax'
  /** Best of something other than 1, 3 or 5 sets. */
  | 'best_of'
  /** Sets of a number of games outside the engine's bounds, or timed sets, or sets made of a tie-break. */
  | 'set'
  /** A tie-break the engine does not play: its target, where it starts, or a sudden-death tie-break. */
  | 'tiebreak'
  /** A deciding set the engine does not play (other games, another tie-break, a match tie-break not to 7 or 10). */
  | 'final_set'
  /** Deuce rules that do not fit together (no-ad and star point, no-ad in one set only). */
  | 'deuce';

export type ParsedMatchFormat =
  | { readonly ok: true; readonly rules: MatchRules }
  | { readonly ok: false; readonly error: MatchFormatError };

/** Longest code accepted: every real code is a few dozen characters. */
export const MATCH_FORMAT_CODE_MAX_LENGTH = 64;

interface SetPart {
  readonly games: number;
  readonly noAd: boolean;
  readonly tiebreak: SetTiebreak | null;
}

const SET_PART = /^(\d{1,2})(NOAD)?(?:\/TB(\d{1,2})(NOAD)?(?:@(\d{1,2}))?)?$/;
const MATCH_TIEBREAK = /^TB(\d{1,2})(NOAD)?$/;
const STAR_POINT = 'G:TN3D';

function fail(error: MatchFormatError): ParsedMatchFormat {
  return { ok: false, error };
}

/** One set's part (`6`, `6NOAD/TB7`, `4/TB5@3`), or the reason it cannot be played. */
function setPart(text: string): SetPart | MatchFormatError {
  const match = SET_PART.exec(text);
  if (!match) return /^(T\d|TB)/.test(text) ? 'set' : 'syntax';
  const games = Number(match[1]);
  if (games < SET_GAMES_MIN || games > SET_GAMES_MAX) return 'set';
  if (match[3] === undefined) return { games, noAd: match[2] !== undefined, tiebreak: null };
  const to = Number(match[3]);
  const at = match[5] === undefined ? games : Number(match[5]);
  if (match[4] !== undefined || to < TIEBREAK_TO_MIN || to > TIEBREAK_TO_MAX) return 'tiebreak';
  if (at < Math.max(1, games - 1) || at > games) return 'tiebreak';
  return { games, noAd: match[2] !== undefined, tiebreak: { to, at } };
}

function sameTiebreak(a: SetTiebreak | null, b: SetTiebreak | null): boolean {
  return a === null || b === null ? a === b : a.to === b.to && a.at === b.at;
}

type FinalSetPart = { readonly finalSet: FinalSetFormat } | { readonly error: MatchFormatError };

/** The deciding set's rule from its part of the code, given the other sets'. */
function finalSetPart(text: string, sets: SetPart): FinalSetPart {
  const tiebreakOnly = MATCH_TIEBREAK.exec(text);
  if (tiebreakOnly) {
    const to = Number(tiebreakOnly[1]);
    if (tiebreakOnly[2] === undefined && to === SUPER_TIEBREAK_POINTS) return { finalSet: 'superTiebreak' };
    if (tiebreakOnly[2] === undefined && to === MATCH_TIEBREAK_7_POINTS) return { finalSet: 'matchTiebreak7' };
    return { error: 'final_set' };
  }
  const final = setPart(text);
  if (typeof final === 'string') return { error: final === 'syntax' ? 'syntax' : 'final_set' };
  if (final.noAd !== sets.noAd) return { error: 'deuce' };
  if (final.games !== sets.games) return { error: 'final_set' };
  if (sameTiebreak(final.tiebreak, sets.tiebreak)) return { finalSet: 'full' };
  return final.tiebreak === null ? { finalSet: 'noTiebreak' } : { error: 'final_set' };
}

/**
 * The rules a matchUpFormat code describes, for `sport`, or why the engine cannot play it. Codes are
 * read case-insensitively and without surrounding spaces; the sections after the sets may come in any order.
 */
export function parseMatchUpFormat(code: string, sport: Sport): ParsedMatchFormat {
  if (typeof code !== 'string' || code.length > MATCH_FORMAT_CODE_MAX_LENGTH) return fail('syntax');
  const [head, ...sections] = code.trim().toUpperCase().split('-');
  const bestOfMatch = /^SET(\d{1,2})$/.exec(head ?? '');
  if (!bestOfMatch) return fail('syntax');
  const bestOf = Number(bestOfMatch[1]);
  if (!BEST_OF.includes(bestOf as BestOf)) return fail('best_of');
  let sets: SetPart | null = null;
  let finalText: string | null = null;
  let star = false;
  for (const section of sections) {
    if (section.startsWith('S:') && sets === null) {
      const part = setPart(section.slice(2));
      if (typeof part === 'string') return fail(part);
      sets = part;
    } else if (section.startsWith('F:') && finalText === null) finalText = section.slice(2);
    else if (section === STAR_POINT && !star) star = true;
    else return fail('syntax');
  }
  if (sets === null) return fail('syntax');
  if (star && sets.noAd) return fail('deuce');
  let finalSet: FinalSetFormat = 'full';
  if (finalText !== null) {
    if (bestOf === 1) return fail('final_set');
    const final = finalSetPart(finalText, sets);
    if ('error' in final) return fail(final.error);
    finalSet = final.finalSet;
  }
  const deuce: DeuceRule = star ? 'star' : sets.noAd ? 'golden' : 'advantage';
  const rules = resolveRules({
    sport,
    deuce,
    finalSet,
    bestOf: bestOf as BestOf,
    setGames: sets.games,
    tiebreak: sets.tiebreak,
  });
  return { ok: true, rules };
}

function setCode(games: number, noAd: boolean, tiebreak: SetTiebreak | null): string {
  const base = `${games}${noAd ? 'NOAD' : ''}`;
  if (tiebreak === null) return base;
  return `${base}/TB${tiebreak.to}${tiebreak.at === games ? '' : `@${tiebreak.at}`}`;
}

/**
 * The matchUpFormat code of a match of sets (`SET3-S:6/TB7-F:TB10`), or null for a points race, which
 * the notation does not describe.
 */
export function matchUpFormatCode(rules: MatchRules): string | null {
  if (rules.race !== undefined) return null;
  const bestOf = rules.bestOf ?? 3;
  const games = setGames(rules);
  const noAd = rules.deuce === 'golden';
  const tiebreak = setTiebreak(rules);
  let code = `SET${bestOf}-S:${setCode(games, noAd, tiebreak)}`;
  const matchTiebreak = matchTiebreakPoints(rules);
  if (matchTiebreak !== null) code += `-F:TB${matchTiebreak}`;
  else if (bestOf > 1 && rules.finalSet === 'noTiebreak' && tiebreak !== null)
    code += `-F:${setCode(games, noAd, null)}`;
  if (rules.deuce === 'star') code += `-${STAR_POINT}`;
  return code;
}
