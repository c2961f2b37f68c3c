import type { MatchOutcome } from './player-match-record';

/** Matches played and how they ended, with the win percentage. */
export interface WinLoss {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  /** Won over played, 0 to 100 (a draw is played and not won); null when nothing was played. */
  readonly winPercent: number | null;
}

/** Something won out of something played (points, tie-breaks...), with its percentage. */
export interface Ratio {
  readonly won: number;
  readonly played: number;
  /** Won over played, 0 to 100; null when nothing was played. */
  readonly percent: number | null;
}

/** A running count of outcomes, filled while walking the records once. */
export interface Tally {
  played: number;
  won: number;
  lost: number;
  drawn: number;
}

/** `part` as a percentage of `whole`, unrounded (the UI formats it for the locale); null for nothing. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : (part * 100) / whole;
}

export function ratio(won: number, played: number): Ratio {
  return { won, played, percent: percent(won, played) };
}

export function emptyTally(): Tally {
  return { played: 0, won: 0, lost: 0, drawn: 0 };
}

export function addOutcome(tally: Tally, outcome: MatchOutcome): void {
  tally.played += 1;
  if (outcome === 'won') tally.won += 1;
  else if (outcome === 'lost') tally.lost += 1;
  else tally.drawn += 1;
}

export function winLoss(tally: Tally): WinLoss {
  const { played, won, lost, drawn } = tally;
  return { played, won, lost, drawn, winPercent: percent(won, played) };
}
