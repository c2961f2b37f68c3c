import type { EpochMs } from '../scoring/events';
import type { Sport } from '../scoring/rules';
import type { Side } from '../scoring/score-state';

/** A count seen from one player's side: what the player's team did (`own`) and what the other team did (`rival`). */
export interface OwnRival {
  readonly own: number;
  readonly rival: number;
}

/** How a match ended for one player; `draw` is a match ended by hand with equal totals (decision 035). */
export type MatchOutcome = 'won' | 'lost' | 'draw';

/** Every outcome, in the order the UI lists them. */
export const MATCH_OUTCOMES: readonly MatchOutcome[] = ['won', 'lost', 'draw'];

/** A saved match counts in statistics when `completed`; an `abandoned` one never counts. */
export type MatchRecordStatus = 'completed' | 'abandoned';

/** A person on court: a registered user (`userId`) or a name typed by the scorer (`userId` null). */
export interface MatchPerson {
  readonly userId: string | null;
  readonly name: string;
}

/** Where the match was played: a registered club (`id`) or a club name typed by the scorer (`id` null). */
export interface MatchClub {
  readonly id: string | null;
  readonly name: string;
}

/** Something the player's team won out of those played (points, games, break points...). */
export interface WonOfPlayed {
  readonly won: number;
  readonly played: number;
}

/** Golden or star points: how many the match had, and how many the player's team won. */
export type DecidingPoints = WonOfPlayed;

/** The serve's figures, in the order the UI lists them. */
export const SERVE_FIGURES = [
  'serviceGames',
  'breaks',
  'breakPointsConverted',
  'breakPointsSaved',
  'servicePoints',
  'returnPoints',
] as const;
export type ServeFigure = (typeof SERVE_FIGURES)[number];

/**
 * The serve from the player's team's side: its service games held (`serviceGames`), the rival's
 * service games broken (`breaks`), its break points won as receiver (`breakPointsConverted`) and
 * saved as server (`breakPointsSaved`), and points won on its serve and on the rival's.
 */
export type PlayerServeStats = Readonly<Record<ServeFigure, WonOfPlayed>>;

/** The per-match figures of one player's side, built from the event log by `playerMatchFacts`. */
export interface PlayerMatchStats {
  /** Points won by each team over the match. */
  readonly points: OwnRival;
  /** Games won; a set tie-break counts as the game it decides, the match tie-break as one game. */
  readonly games: OwnRival;
  /** Sets won, the match tie-break included (it stands for the third set). */
  readonly sets: OwnRival;
  /** Set tie-breaks (to 7) won; the match tie-break is apart, in `superTiebreaks`. */
  readonly tiebreaks: OwnRival;
  /** Match tie-breaks (to 10, played instead of a third set) won. */
  readonly superTiebreaks: OwnRival;
  /** Golden or star points played, and won by the player's team. */
  readonly decidingPoints: DecidingPoints;
  /** Longest run of consecutive points won by each team. */
  readonly longestRun: OwnRival;
  /**
   * The player's team won after losing the first set or, in a match of one set, after trailing by
   * `COMEBACK_GAME_DEFICIT` games or more in it.
   */
  readonly comeback: boolean;
  /**
   * The serve's figures; absent when the log never told who served (every match saved before serve
   * tracking, and any match scored without choosing a server).
   */
  readonly serve?: PlayerServeStats;
}

/** One saved match (completed or abandoned) seen from one registered player. */
export interface PlayerMatchRecord {
  readonly matchId: string;
  /** The registered player these figures belong to. */
  readonly userId: string;
  readonly sport: Sport;
  /** When the match ended (finished or abandoned). */
  readonly endedAt: EpochMs;
  readonly durationMs: number;
  readonly status: MatchRecordStatus;
  readonly outcome: MatchOutcome;
  /** The player's side on the scoreboard of the saved copy. */
  readonly side: Side;
  /** The player's partner in doubles; null in singles. */
  readonly partner: MatchPerson | null;
  /** The other team: one person in singles, two in doubles. */
  readonly opponents: readonly MatchPerson[];
  readonly club: MatchClub | null;
  /** Games of each set played, in order, from the player's side (a match tie-break reads 1-0). */
  readonly sets: readonly OwnRival[];
  readonly stats: PlayerMatchStats;
}
