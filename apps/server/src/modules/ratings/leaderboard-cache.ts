/**
 * The global leaderboard's first pages, and the order of its crowded levels, kept in memory (decision
 * 041). First pages: at most 12 a month per database
 * (two sports by this month, this year and all time), the pages nearly every viewer opens. Under 50
 * connections a page read from PostgreSQL cost about 3.7 ms of the 2-core machine per request, over
 * the issue's budget; from memory a first page costs the session check alone.
 *
 * A page is read again a second after it was read (other instances' changes), and on the first
 * request after this instance changed what a board shows: a rated finish, a directory or name change,
 * an account deleted, the recompute. Callers report those after their commit (`leaderboardChanged`),
 * so a page read before a commit is never kept past it. One cache for the process: a change reported
 * through any database handle drops every page (the tests run several apps in one process; the pages
 * are keyed by handle, so apps never read each other's).
 */
import type { Sport } from '@marcador/domain';
import { answerCache } from '../../db/answer-cache';
import type { Db } from '../../db/database';
import type { BoardRow } from './leaderboard.repository';

export const FIRST_PAGE_TIMES = { ttlMs: 1_000, changeGraceMs: 0 };

const firstPages = answerCache<[number, Sport, string], BoardRow[]>(FIRST_PAGE_TIMES);
const handles = new WeakMap<Db, number>();
let handlesSeen = 0;

function handleId(db: Db): number {
  let id = handles.get(db);
  if (id === undefined) {
    handlesSeen += 1;
    id = handlesSeen;
    handles.set(db, id);
  }
  return id;
}

/** The global board's first page of `sport` and `period` on `db`: held, or `read()`. */
export function firstPageOf(db: Db, sport: Sport, period: string, read: () => Promise<BoardRow[]>) {
  return firstPages.get([handleId(db), sport, period], read);
}

/**
 * Listed players a level must have for its order to be kept (decision 041): below it, counting a
 * viewer's place inside the level costs PostgreSQL less than reading the order would.
 */
export const CROWDED_LEVEL = 1_000;

/** Each crowded level's listed players in the board's order, as their index by id; held like the first pages. */
const levelOrders = answerCache<[number, Sport, string, number], ReadonlyMap<string, number>>(FIRST_PAGE_TIMES);

/** The order of `sport` and `period`'s level `levelTenths` on `db`: held, or `read()`. */
export function crowdedLevelOrder(
  db: Db,
  sport: Sport,
  period: string,
  levelTenths: number,
  read: () => Promise<ReadonlyMap<string, number>>,
) {
  return levelOrders.get([handleId(db), sport, period, levelTenths], read);
}

/** A committed change to what the leaderboard shows: every held page and order is read again on its next request. */
export function leaderboardChanged(): void {
  firstPages.changed();
  levelOrders.changed();
}
