import type { MatchLogEntryInput } from '@marcador/contracts';
import { effectiveEvents, type MatchLogEntry, type MatchState, replay, undoTarget } from '@marcador/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { matchSync } from '../../lib/match/browser-sync';
import { entryWriter } from '../../lib/match/entry-writer';
import { apiConfig, readStartTime, type StoredGameConfig } from '../../lib/match/game-config';
import { type LocalMatch, matchStore } from '../../lib/match/match-store';

/** An entry as the caller describes it; id, time and sequence are added here. */
export type NewEntry =
  | { type: 'point_won'; side: 'player1' | 'player2' }
  | { type: 'next_set' }
  | { type: 'swap_court' }
  | { type: 'rules_changed'; rules: { deuce: 'advantage' | 'golden' | 'star' } }
  | { type: 'undo' }
  | { type: 'restart' };

export interface LiveMatch {
  readonly match: LocalMatch;
  readonly state: MatchState;
  readonly entries: readonly MatchLogEntryInput[];
  readonly canUndo: boolean;
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

/**
 * The match in play, read from the device store (or created there) and kept there: the score is
 * always the replay of the committed log, so what the screen shows is exactly what a reload shows.
 */
export function useLiveMatch(config: StoredGameConfig): {
  live: LiveMatch | null;
  error: unknown;
  /** How the match stood when the page opened it: finished (and why), or null while in play. */
  finishOnOpen: LocalMatch['finish'];
} {
  const [match, setMatch] = useState<LocalMatch | null>(null);
  const [finishOnOpen, setFinishOnOpen] = useState<LocalMatch['finish']>(null);
  const [entries, setEntries] = useState<readonly MatchLogEntryInput[]>([]);
  const [error, setError] = useState<unknown>(null);
  // The log including entries shown but maybe not committed yet: taps faster than IndexedDB still
  // get the right sequence number and the right undo target.
  const queued = useRef<MatchLogEntryInput[]>([]);

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
      queued.current = log;
      setEntries(log);
      setFinishOnOpen(stored.finish);
      setMatch(stored);
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure);
    });
    return () => {
      cancelled = true;
    };
  }, [config]);

  const state = useMemo(
    () => replay(match?.rules ?? config.rules, effectiveEvents(asLog(entries))),
    [entries, match, config.rules],
  );

  const record = useCallback(
    (wanted: NewEntry): Promise<void> => {
      if (!match) return Promise.resolve();
      const log = queued.current;
      const seq = log.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
      const base = { id: crypto.randomUUID(), at: Date.now(), seq };
      let entry: MatchLogEntryInput;
      if (wanted.type === 'undo') {
        const target = undoTarget(asLog(log));
        if (!target) return Promise.resolve();
        entry = { ...base, type: 'undo', target };
      } else {
        entry = { ...base, ...wanted };
      }
      queued.current = [...log, entry];
      // Rendered in the tap's own task, before anything else: the next frame shows the new score.
      flushSync(() => setEntries((current) => [...current, entry]));
      // Written after that frame, in tap order (also when the page hides first); the sync (IndexedDB
      // reads, a request) once it is written.
      return entryWriter()
        .append(match.id, entry)
        .then(
          () => void matchSync().noteLocalChange(),
          (failure: unknown) => {
            queued.current = queued.current.filter((item) => item.id !== entry.id);
            setError(failure);
          },
        );
    },
    [match],
  );

  const updateMatch = useCallback(
    async (change: (current: LocalMatch) => LocalMatch): Promise<LocalMatch> => {
      const store = matchStore();
      const current = (await store.getMatch(config.matchId)) ?? match;
      if (!current) throw new Error('No match to update');
      const next = change(current);
      await store.putMatch(next);
      setMatch(next);
      void matchSync().noteLocalChange();
      return next;
    },
    [config.matchId, match],
  );

  const live = useMemo<LiveMatch | null>(
    () => (match ? { match, state, entries, canUndo: undoTarget(asLog(entries)) !== null, record, updateMatch } : null),
    [match, state, entries, record, updateMatch],
  );
  return { live, error, finishOnOpen };
}
