import type { MatchLogEntryInput } from '@marcador/contracts';
import type { LocalMatch, MatchStore } from './match-store';

/** Test support for the match store's users (the sync, the entry writer); never imported by the app. */

/** An in-memory store with the same contract as the IndexedDB one. */
export function memoryStore(): MatchStore & { synced: Set<string> } {
  const matches = new Map<string, LocalMatch>();
  const entries = new Map<string, { matchId: string; entry: MatchLogEntryInput }>();
  const synced = new Set<string>();
  const unsyncedOf = (matchId: string) =>
    [...entries.values()].filter((e) => e.matchId === matchId && !synced.has(e.entry.id)).map((e) => e.entry);
  return {
    synced,
    getMatch: async (id) => matches.get(id),
    matchesWithUnsynced: async () =>
      [...matches.values()].map((match) => ({ match, unsynced: unsyncedOf(match.id).length })),
    putMatch: async (match) => void matches.set(match.id, match),
    updateMatch: async (id, change) => {
      const current = matches.get(id);
      if (!current) return undefined;
      const next = change(current);
      if (next) matches.set(id, next);
      return next ?? current;
    },
    appendEntries: async (records) => {
      for (const { matchId, entry } of records) entries.set(entry.id, { matchId, entry });
    },
    importEntries: async (matchId, list) => {
      for (const entry of list) {
        if (!entries.has(entry.id)) entries.set(entry.id, { matchId, entry });
        synced.add(entry.id);
      }
    },
    entries: async (matchId) => [...entries.values()].filter((e) => e.matchId === matchId).map((e) => e.entry),
    unsyncedEntries: async (matchId) => unsyncedOf(matchId),
    markSynced: async (ids) => {
      for (const id of ids) synced.add(id);
    },
  };
}

export const match: LocalMatch = {
  id: 'match-0001',
  config: {
    isDoubles: true,
    team1: { name: '', color: 'green', players: ['', ''] },
    team2: { name: '', color: 'blue', players: ['', ''] },
    invitedPlayers: [],
    club: null,
    sessionDuration: 60,
    tournament: null,
  },
  rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
  startedAt: 1000,
  createdAt: 1000,
  finish: null,
  putSynced: false,
  finishSynced: false,
};

export const point = (seq: number): MatchLogEntryInput => ({
  id: `entry-${String(seq).padStart(4, '0')}`,
  at: 1000 + seq,
  seq,
  type: 'point_won',
  side: 'player1',
});
