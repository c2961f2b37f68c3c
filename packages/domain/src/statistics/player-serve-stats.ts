import type { PlayedWon, ServeStats } from '../scoring/match-stats';
import type { Side } from '../scoring/score-state';
import { otherSide } from '../scoring/score-state';
import type { PlayerMatchRecord, PlayerServeStats, ServeFigure, WonOfPlayed } from './player-match-record';
import { SERVE_FIGURES } from './player-match-record';
import type { Ratio } from './tally';
import { ratio } from './tally';

/** The serve's totals over the counted matches that have serve figures, as ratios. */
export type ServeTotals = Readonly<Record<ServeFigure, Ratio>>;

/** What `side` won of its own turns in `figure`. */
function own(figure: PlayedWon, side: Side): WonOfPlayed {
  return { won: figure.won[side], played: figure.played[side] };
}

/** What `side` won of the other side's turns in `figure` (those the other side did not win). */
function against(figure: PlayedWon, side: Side): WonOfPlayed {
  const rival = otherSide(side);
  return { won: figure.played[rival] - figure.won[rival], played: figure.played[rival] };
}

/**
 * The serve seen from `side`, or null when no point of the match had a known server (the log never
 * chose one): then every count is 0, and showing them would read as a match without a break.
 */
export function playerServeStats(serve: ServeStats, side: Side): PlayerServeStats | null {
  const { servePoints, serviceGames, breakPoints } = serve;
  if (servePoints.played.player1 + servePoints.played.player2 === 0) return null;
  return {
    serviceGames: own(serviceGames, side),
    breaks: against(serviceGames, side),
    breakPointsConverted: own(breakPoints, side),
    breakPointsSaved: against(breakPoints, side),
    servicePoints: own(servePoints, side),
    returnPoints: against(servePoints, side),
  };
}

/**
 * Sums the serve's figures of the records that have them (records saved before serve tracking have
 * none and are left out); null when none has them, so the UI can say there is nothing to show.
 */
export function serveTotals(records: readonly PlayerMatchRecord[]): ServeTotals | null {
  const won = Object.fromEntries(SERVE_FIGURES.map((figure) => [figure, 0])) as Record<ServeFigure, number>;
  const played = { ...won };
  let any = false;
  for (const { stats } of records) {
    if (stats.serve === undefined) continue;
    any = true;
    for (const figure of SERVE_FIGURES) {
      won[figure] += stats.serve[figure].won;
      played[figure] += stats.serve[figure].played;
    }
  }
  if (!any) return null;
  return Object.fromEntries(SERVE_FIGURES.map((figure) => [figure, ratio(won[figure], played[figure])])) as ServeTotals;
}
