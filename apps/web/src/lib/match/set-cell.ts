import { otherSide, type Side, type SidePair } from '@marcador/domain';

/** A set as a score table reads it (domain `playedSets`). */
interface TableSet extends SidePair {
  readonly finished: boolean;
  readonly tiebreak: SidePair | null;
}

/** What one team's cell of a set shows: its games, and tie-break points raised beside them. */
export interface SetCell {
  readonly games: string;
  readonly tiebreak: string | null;
}

/**
 * One team's cell of a set in a score table, in the notation of the result line (domain `setScoreText`):
 * a set won in a tie-break raises the loser's tie-break points only (7 and 6⁵ read "7-6(5)"); the match
 * tie-break shows each team's points in brackets ([10] and [8] read "[10-8]"); a set still in its
 * tie-break raises both teams' points.
 */
export function setCell(set: TableSet, side: Side): SetCell {
  const { tiebreak } = set;
  const games = String(set[side]);
  if (!tiebreak) return { games, tiebreak: null };
  if (!set.finished) return { games, tiebreak: String(tiebreak[side]) };
  if (set.player1 + set.player2 === 1) return { games: `[${tiebreak[side]}]`, tiebreak: null };
  return { games, tiebreak: set[side] < set[otherSide(side)] ? String(tiebreak[side]) : null };
}
