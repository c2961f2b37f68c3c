import type { EpochMs } from '../scoring/events';
import type { Sport } from '../scoring/rules';
import type { SidePair } from '../scoring/score-state';

/** Two copies of one real match end at most this far apart (one saver may finish later than the other). */
export const SAME_MATCH_WINDOW_MS = 3 * 60 * 60 * 1000;

/** Prefix of the fingerprint of a match with fewer than two registered players, which cannot have a copy. */
const SOLO_PREFIX = 'solo:';

/** What identifies a real match, whoever saved it. */
export interface FingerprintInput {
  readonly sport: Sport;
  /** User ids of each team in scoreboard order (player1's team first); null for a typed name. */
  readonly teams: readonly [readonly (string | null)[], readonly (string | null)[]];
  /** Games of each set played, player1's team first (as `playedSets` gives them). */
  readonly setScores: readonly SidePair[];
}

/** A saved copy of a match, as `sameRealMatch` compares them. */
export interface MatchCopy {
  readonly fingerprint: string;
  readonly endedAt: EpochMs;
}

/**
 * One team's part: its registered ids sorted (as JSON, so that no id can imitate a separator), how many
 * typed names it has, and its games in each set. Plain concatenation: this runs for every record read.
 */
function teamPart(ids: readonly (string | null)[], setScores: readonly SidePair[], side: keyof SidePair): string {
  const registered = ids.filter((id): id is string => id !== null).sort();
  let games = '';
  for (const set of setScores) games += `.${set[side]}`;
  return `${JSON.stringify(registered)}${ids.length - registered.length}${games}`;
}

/**
 * A string equal for every copy of one real match, whichever of its players saved it: the sport, and
 * for each team its registered players and its games per set. The order of the teams and of the
 * players within a team does not matter (each copy is oriented from its saver's side); typed names
 * count only as "someone" because two savers spell them differently (decision 035).
 *
 * A copy saved by another player needs that player registered in it too, so a match with fewer than
 * two registered players cannot have one: its fingerprint is marked and `sameRealMatch` never pairs it.
 * This keeps a player's two 6-4 6-4 wins over typed names on one evening two matches.
 */
export function matchFingerprint({ sport, teams, setScores }: FingerprintInput): string {
  const first = teamPart(teams[0], setScores, 'player1');
  const second = teamPart(teams[1], setScores, 'player2');
  const body = first <= second ? `${sport}|${first}|${second}` : `${sport}|${second}|${first}`;
  const registered = teams[0].filter((id) => id !== null).length + teams[1].filter((id) => id !== null).length;
  return registered < 2 ? `${SOLO_PREFIX}${body}` : body;
}

/** False for a fingerprint of a match that cannot have been saved by two of its players. */
export function mayHaveCopies(fingerprint: string): boolean {
  return !fingerprint.startsWith(SOLO_PREFIX);
}

/**
 * Two saved copies are the same real match: equal fingerprints (one that may have copies) and ends
 * at most `SAME_MATCH_WINDOW_MS` apart. Used to count a match once, however many of its players saved it.
 */
export function sameRealMatch(a: MatchCopy, b: MatchCopy): boolean {
  return (
    a.fingerprint === b.fingerprint &&
    mayHaveCopies(a.fingerprint) &&
    Math.abs(a.endedAt - b.endedAt) <= SAME_MATCH_WINDOW_MS
  );
}
