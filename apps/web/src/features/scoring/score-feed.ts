import type { MatchState } from '@marcador/domain';
import { useSyncExternalStore } from 'react';

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
 * What `select` picks from the feed: a primitive, or an object of the snapshot itself (`state`), so
 * that React compares picks with `Object.is` and renders the component again only when its pick
 * changes, not on every new score.
 */
export function useScore<T>(feed: ScoreFeed, select: (score: ScoreSnapshot) => T): T {
  const read = () => select(feed.current());
  return useSyncExternalStore(feed.subscribe, read, read);
}
