import type { MatchLogEntryInput, TournamentResultRequest } from '@marcador/contracts';
import { MAX_ENTRIES_PER_BATCH } from '@marcador/contracts/limits';
import { ApiRequestError } from '../api';
import type { MatchApi } from './match-api';
import type { LocalMatch, MatchStore, MatchWithUnsynced } from './match-store';
import { tournamentResultRequest } from './tournament-result';

/**
 * Sends what the device recorded to the server, in order: the match record (PUT), its unsynced
 * entries in batches (by client id, so a resend is harmless), then the finish. Any failure leaves
 * the data flagged unsynced and retries with exponential backoff; coming back online retries at
 * once. One pass runs at a time, so nothing is sent twice concurrently. Two refusals are final and
 * never retried: a completed match (its entries stop counting) and a full one (flagged `full`).
 */
export type SyncState = 'synced' | 'pending' | 'syncing' | 'offline' | 'error';

export interface SyncStatus {
  readonly state: SyncState;
  /** Entries and match operations not yet acknowledged by the server. */
  readonly pending: number;
  /** Ids of the matches the server holds the most entries of; what they record stays on this device. */
  readonly full: readonly string[];
}

/** Whether two statuses say the same (so listeners are told only of changes). */
export const sameSyncStatus = (a: SyncStatus, b: SyncStatus): boolean =>
  a.state === b.state &&
  a.pending === b.pending &&
  a.full.length === b.full.length &&
  a.full.every((id, i) => b.full[i] === id);

export interface MatchSyncOptions {
  store: MatchStore;
  api: Pick<MatchApi, 'put' | 'append' | 'finish'>;
  /** Where a tournament match's result goes once the match is finished (lib/tournaments.ts). */
  tournaments?: {
    result(tournamentId: string, matchId: string, body: TournamentResultRequest): Promise<unknown>;
  };
  /** The device's time zone for the post-match e-mail. */
  timeZone?: () => string | undefined;
  /** Timers, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** Backoff before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}

/** A 4xx that sending again cannot change (not a sign-out, not a rate limit). */
function isFinalRefusal(error: ApiRequestError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}

function bySeq(a: MatchLogEntryInput, b: MatchLogEntryInput): number {
  return a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function createMatchSync(options: MatchSyncOptions) {
  const { store, api } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let status: SyncStatus = { state: 'synced', pending: 0, full: [] };
  const listeners = new Set<() => void>();
  let running: Promise<boolean> | null = null;
  let again = false;
  let attempt = 0;
  let timer: unknown = null;

  function publish(next: SyncStatus): void {
    if (sameSyncStatus(next, status)) return;
    status = next;
    for (const listener of listeners) listener();
  }

  function pendingOf({ match, unsynced }: MatchWithUnsynced): number {
    // A full match's entries will never be taken, so they wait for nothing.
    const entries = match.full ? 0 : unsynced;
    return (
      entries +
      (match.putSynced ? 0 : 1) +
      (match.finish && !match.finishSynced ? 1 : 0) +
      (match.tournamentResult && !match.tournamentResultSynced ? 1 : 0)
    );
  }

  /** What is pending over every match, and which matches are full. */
  async function tally(): Promise<Pick<SyncStatus, 'pending' | 'full'>> {
    let pending = 0;
    const full: string[] = [];
    for (const item of await store.matchesWithUnsynced()) {
      pending += pendingOf(item);
      if (item.match.full) full.push(item.match.id);
    }
    return { pending, full };
  }

  /** Sends the unsynced entries in batches; false when the server says the match is full. */
  async function sendEntries(match: LocalMatch): Promise<boolean> {
    const unsynced = (await store.unsyncedEntries(match.id)).sort(bySeq);
    for (let i = 0; i < unsynced.length; i += MAX_ENTRIES_PER_BATCH) {
      const batch = unsynced.slice(i, i + MAX_ENTRIES_PER_BATCH);
      try {
        await api.append(match.id, batch);
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        // Full: the server will never take these; they stay here, unsynced, and are not sent again.
        if (error.code === 'match_full') return false;
        // The server closed the match (finished from another device): it will never take these;
        // they stay on this device, and stop counting as pending.
        if (error.code !== 'match_completed') throw error;
      }
      await store.markSynced(batch.map((entry) => entry.id));
    }
    return true;
  }

  async function syncMatch(initial: LocalMatch): Promise<void> {
    let match = initial;
    if (!match.putSynced) {
      const sent = match;
      await api.put(match.id, { config: match.config, rules: match.rules, startedAt: match.startedAt });
      // Acknowledged only if the record is still what was sent (the start button may have changed
      // it while the PUT was in flight), checked and written in one transaction.
      match =
        (await store.updateMatch(match.id, (current) =>
          current.startedAt === sent.startedAt ? { ...current, putSynced: true } : null,
        )) ?? match;
    }
    if (!match.full && !(await sendEntries(match))) {
      match = (await store.updateMatch(match.id, (current) => ({ ...current, full: true }))) ?? {
        ...match,
        full: true,
      };
    }
    if (match.finish && !match.finishSynced) {
      const timeZone = options.timeZone?.();
      const body = { endedAt: match.finish.endedAt, reason: match.finish.reason, ...(timeZone ? { timeZone } : {}) };
      try {
        await api.finish(match.id, body);
      } catch (error) {
        // The server's replay disagrees that the match is over: close it by the weighted rule instead
        // of retrying forever.
        if (!(error instanceof ApiRequestError && error.code === 'match_not_over')) throw error;
        await api.finish(match.id, { ...body, reason: 'manual' });
      }
      await store.updateMatch(match.id, (current) => ({ ...current, finishSynced: true }));
    }
    if (match.tournamentResult && !match.tournamentResultSynced) await sendTournamentResult(match);
  }

  /**
   * A tournament match's result, after its finish: idempotent by the result id (the match's own), so
   * a resend after a lost answer applies nothing twice. A refusal no retry can change (the tournament
   * gone, no longer the viewer's, the id taken) ends it; a lost network or the server away retries.
   */
  async function sendTournamentResult(match: LocalMatch): Promise<void> {
    if (!options.tournaments) return;
    const target = match.config.tournament;
    const body = match.tournamentResult ? tournamentResultRequest(match.id, match.tournamentResult) : null;
    if (target && body) {
      try {
        await options.tournaments.result(target.tournamentId, target.matchId, body);
      } catch (error) {
        if (!(error instanceof ApiRequestError && isFinalRefusal(error))) throw error;
      }
    }
    await store.updateMatch(match.id, (current) => ({ ...current, tournamentResultSynced: true }));
  }

  async function pass(): Promise<boolean> {
    publish({ ...status, state: 'syncing' });
    try {
      for (const item of await store.matchesWithUnsynced()) {
        if (pendingOf(item) > 0) await syncMatch(item.match);
      }
      attempt = 0;
      publish({ state: 'synced', ...(await tally()) });
      return true;
    } catch (error) {
      attempt++;
      const offline = error instanceof ApiRequestError && error.code === 'network_error';
      const counts = await tally().catch(() => ({ pending: status.pending, full: status.full }));
      publish({ state: offline ? 'offline' : 'error', ...counts });
      schedule(retryDelay(attempt));
      return false;
    }
  }

  function schedule(ms: number): void {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void syncNow();
    }, ms);
  }

  /** Runs a pass now (or right after the one running); resolves true when everything synced. */
  function syncNow(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let ok = await pass();
      while (again) {
        again = false;
        ok = await pass();
      }
      running = null;
      if (ok && status.pending > 0) schedule(FIRST_RETRY_MS);
      return ok;
    })();
    return running;
  }

  return {
    syncNow,
    /** Retries at once (the browser says the network is back). */
    retryNow(): Promise<boolean> {
      attempt = 0;
      return syncNow();
    },
    /** Recounts what is pending after a local write, and schedules a pass. */
    async noteLocalChange(): Promise<void> {
      publish({ state: status.state === 'synced' ? 'pending' : status.state, ...(await tally()) });
      void syncNow();
    },
    status: (): SyncStatus => status,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MatchSync = ReturnType<typeof createMatchSync>;
