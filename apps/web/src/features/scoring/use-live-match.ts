import type { MatchLogEntryInput } from '@marcador/contracts';
import {
  foldEntry,
  foldMatchLog,
  foldUndoTarget,
  type LogFold,
  type MatchLogEntry,
  type MatchRules,
} from '@marcador/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { matchSync } from '../../lib/match/browser-sync';
import { entryWriter } from '../../lib/match/entry-writer';
import { apiConfig, readStartTime, type StoredGameConfig } from '../../lib/match/game-config';
import { type LocalMatch, matchStore } from '../../lib/match/match-store';
import { createScoreFeed, type ScoreFeed, type ScoreSnapshot } from './score-feed';

/** An entry as the caller describes it; id, time and sequence are added here. */
export type NewEntry =
  | { type: 'point_won'; side: 'player1' | 'player2' }
  | { type: 'next_set' }
  | { type: 'swap_court' }
  | { type: 'rules_changed'; rules: { deuce: 'advantage' | 'golden' | 'star' } }
  | { type: 'serve_order'; server: 'player1' | 'player2'; player1: 0 | 1; player2: 0 | 1 }
  | { type: 'undo' }
  | { type: 'restart' };

export interface LiveMatch {
  readonly match: LocalMatch;
  /** The score shown, with its log's length and whether an undo has a target; changes with every entry. */
  readonly score: ScoreFeed;
  /**
   * Appends an entry: shown at once (the tap's frame), committed to IndexedDB right after that frame
   * is painted, then synced (decision 027). Resolves once it is committed.
   */
  record(entry: NewEntry): Promise<void>;
  /** Replaces the match record (start time, finish) durably, then syncs. */
  updateMatch(change: (match: LocalMatch) => LocalMatch): Promise<LocalMatch>;
}

/** The domain's log type; the contract's entries have the same shape with plain-string ids. */
function asLog(entries: readonly MatchLogEntryInput[]): readonly MatchLogEntry[] {
  return entries as unknown as readonly MatchLogEntry[];
}

function newMatch(config: StoredGameConfig, now: number): LocalMatch {
  return {
    id: config.matchId,
    config: apiConfig(config),
    rules: config.rules,
    startedAt: readStartTime(now),
    createdAt: now,
    finish: null,
    putSynced: false,
    finishSynced: false,
  };
}

/** The log shown and its fold: the fold is what a replay of those entries gives. */
interface Shown {
  readonly entries: readonly MatchLogEntryInput[];
  readonly fold: LogFold;
}

function shownFrom(rules: Partial<MatchRules>, entries: readonly MatchLogEntryInput[]): Shown {
  return { entries, fold: foldMatchLog(rules, asLog(entries)) };
}

function snapshotOf({ entries, fold }: Shown): ScoreSnapshot {
  return {
    state: fold.state,
    entryCount: entries.length,
    lastEntryType: entries.at(-1)?.type,
    canUndo: foldUndoTarget(fold) !== null,
  };
}

/**
 * The match in play, read from the device store (or created there) and kept there: the score is
 * always the replay of the committed log, so what the screen shows is exactly what a reload shows.
 * The log is replayed when the page opens it; a tap folds its one entry onto the last state
 * (`foldEntry`, which replays only for an undo), so a point's work does not grow with the match.
 */
export function useLiveMatch(config: StoredGameConfig): {
  live: LiveMatch | null;
  error: unknown;
  /** How the match stood when the page opened it: finished (and why), or null while in play. */
  finishOnOpen: LocalMatch['finish'];
} {
  const [match, setMatch] = useState<LocalMatch | null>(null);
  const [finishOnOpen, setFinishOnOpen] = useState<LocalMatch['finish']>(null);
  const [error, setError] = useState<unknown>(null);
  // The log including entries shown but maybe not committed yet: taps faster than IndexedDB still
  // get the right sequence number and the right undo target.
  const [empty] = useState(() => shownFrom(config.rules, []));
  const queued = useRef<Shown>(empty);
  // What the board shows; not React state, so a point renders only the parts that show it.
  const [feed] = useState(() => createScoreFeed(snapshotOf(empty)));

  useEffect(() => {
    let cancelled = false;
    const store = matchStore();
    (async () => {
      let stored = await store.getMatch(config.matchId);
      if (!stored) {
        stored = newMatch(config, Date.now());
        await store.putMatch(stored);
        void matchSync().noteLocalChange();
      }
      const log = await store.entries(config.matchId);
      if (cancelled) return;
      queued.current = shownFrom(stored.rules, log);
      feed.set(snapshotOf(queued.current));
      setFinishOnOpen(stored.finish);
      setMatch(stored);
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure);
    });
    return () => {
      cancelled = true;
    };
  }, [config, feed]);

  const record = useCallback(
    (wanted: NewEntry): Promise<void> => {
      if (!match) return Promise.resolve();
      const { entries, fold } = queued.current;
      const base = { id: crypto.randomUUID(), at: Date.now(), seq: fold.lastSeq + 1 };
      let entry: MatchLogEntryInput;
      if (wanted.type === 'undo') {
        const target = foldUndoTarget(fold);
        if (!target) return Promise.resolve();
        entry = { ...base, type: 'undo', target };
      } else {
        entry = { ...base, ...wanted };
      }
      const log = [...entries, entry];
      // A fresh id one past the highest seq, so the fold never needs the log (null only for an older seq).
      const next = {
        entries: log,
        fold: foldEntry(fold, entry as unknown as MatchLogEntry) ?? foldMatchLog(match.rules, asLog(log)),
      };
      queued.current = next;
      // Rendered in the tap's own task, before anything else: the next frame shows the new score.
      flushSync(() => feed.set(snapshotOf(next)));
      // Written after that frame, in tap order (also when the page hides first); the writer has the
      // sync recount and send each batch it writes (IndexedDB reads, a request).
      return entryWriter()
        .append(match.id, entry)
        .catch((failure: unknown) => {
          // The storage error replaces the board; the log without the entry is what a reload shows.
          queued.current = shownFrom(
            match.rules,
            queued.current.entries.filter((item) => item.id !== entry.id),
          );
          setError(failure);
        });
    },
    [match, feed],
  );

  const updateMatch = useCallback(
    async (change: (current: LocalMatch) => LocalMatch): Promise<LocalMatch> => {
      const store = matchStore();
      // Read and written in one transaction: a sync marking the record meanwhile cannot undo it.
      let next = await store.updateMatch(config.matchId, change);
      if (!next) {
        if (!match) throw new Error('No match to update');
        next = change(match);
        await store.putMatch(next);
      }
      setMatch(next);
      void matchSync().noteLocalChange();
      return next;
    },
    [config.matchId, match],
  );

  // A new score does not make a new `live`: only the match record (its start, its finish) does.
  const live = useMemo<LiveMatch | null>(
    () => (match ? { match, score: feed, record, updateMatch } : null),
    [match, feed, record, updateMatch],
  );
  return { live, error, finishOnOpen };
}
