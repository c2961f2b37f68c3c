import type { MatchState } from '@marcador/domain';
import { useEffect, useMemo, useRef } from 'react';

/** The match as the board last rendered it. */
export interface ScoreSnapshot {
  readonly state: MatchState;
  readonly entryCount: number;
  readonly lastEntryType: string | undefined;
}

/**
 * The score for a component that must know it without rendering with it: the voice panel reads it
 * when a command is spoken and hears of each new entry (to announce it), but a point does not
 * re-render the panel in the frame of the new score (decision 027). One object for the life of the
 * board, so the panel's props do not change with a point.
 */
export interface ScoreFeed {
  current(): ScoreSnapshot;
  /** Called with the log's length after each render that added an entry; returns the unsubscribe. */
  subscribe(listener: (entryCount: number) => void): () => void;
}

export function useScoreFeed(snapshot: ScoreSnapshot): ScoreFeed {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const listeners = useRef(new Set<(entryCount: number) => void>());
  const feed = useMemo<ScoreFeed>(
    () => ({
      current: () => latest.current,
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );
  // Every entry (a point, an undo, a restart) adds to the log, so the count says when one came.
  const { entryCount } = snapshot;
  useEffect(() => {
    for (const listener of listeners.current) listener(entryCount);
  }, [entryCount]);
  return feed;
}
