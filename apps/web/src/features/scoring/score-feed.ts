import type { MatchState } from '@marcador/domain';
import { useRef, useSyncExternalStore } from 'react';

/** The match as the board shows it. */
export interface ScoreSnapshot {
  readonly state: MatchState;
  /** Entries in the log shown (points, changes, undos): a new entry changes the count. */
  readonly entryCount: number;
  readonly lastEntryType: string | undefined;
  /** Whether an undo has an event to take back. */
  readonly canUndo: boolean;
}

/**
 * The score of the match in play, kept outside React's state (decision 027). Each part of the board
 * reads from it only what it shows (`useScore`), so a point renders what shows the points (the
 * scoreboard, or the landscape board) and not the page, the board around it, its buttons, dialogs and
 * cards, which read what a point seldom changes. The voice panel reads it when a command is spoken
 * and hears of each new entry to announce it. One object for the life of the match on screen.
 */
export interface ScoreFeed {
  current(): ScoreSnapshot;
  /** Called after each change of the score; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The feed and the one way to change it, kept by whoever records the match. */
export interface ScoreFeedWriter extends ScoreFeed {
  set(next: ScoreSnapshot): void;
}

export function createScoreFeed(initial: ScoreSnapshot): ScoreFeedWriter {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * What `select` picks from the feed; the component renders again only when that changes (by `same`,
 * `Object.is` unless given), not on every new score.
 */
export function useScore<T>(
  feed: ScoreFeed,
  select: (score: ScoreSnapshot) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  // The last pick, so that an equal one (by `same`) is handed back as the very same value.
  const picked = useRef<{ from: ScoreSnapshot; select: typeof select; value: T } | null>(null);
  const read = (): T => {
    const from = feed.current();
    const last = picked.current;
    if (last?.from === from && last.select === select) return last.value;
    const value = select(from);
    picked.current = { from, select, value: last && same(last.value, value) ? last.value : value };
    return picked.current.value;
  };
  return useSyncExternalStore(feed.subscribe, read, read);
}

/** Whether two flat records hold the same values (for `useScore` picks of several primitives). */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
