import { useSyncExternalStore } from 'react';
import { tournamentApi } from '../tournaments';
import { matchesApi } from './match-api';
import { matchStore } from './match-store';
import { createMatchSync, type MatchSync, type SyncStatus } from './match-sync';
import { type SyncStatusSource, shownSyncStatus } from './shown-sync-status';

let sync: MatchSync | null = null;
let shown: SyncStatusSource | null = null;

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The page's one sync loop. Created on first use by a match page (never on the landing), it makes a
 * first pass at once so data left unsynced by an earlier visit goes out, and retries as soon as the
 * browser reports the network back.
 */
export function matchSync(): MatchSync {
  if (!sync) {
    const created = createMatchSync({
      store: matchStore(),
      api: matchesApi,
      tournaments: tournamentApi,
      timeZone: deviceTimeZone,
    });
    window.addEventListener('online', () => void created.retryNow());
    void created.noteLocalChange();
    sync = created;
  }
  return sync;
}

/** The sync indicator's data: synced, or how many changes wait for the server (past a grace, online). */
export function useSyncStatus(): SyncStatus {
  shown ??= shownSyncStatus(matchSync());
  return useSyncExternalStore(shown.subscribe, shown.status);
}
