import type { EpochMs, EventId, MatchEvent } from './events';

/**
 * The synced form of a match: an append-only list of entries. Most entries carry a match event;
 * `undo` retracts one earlier event and `restart` voids everything before it. Entries are never
 * edited or removed, so a device and the server can exchange them by id, idempotently, and both
 * fold them to the same events and the same score.
 */
export type MatchLogEntry =
  | (MatchEvent & { readonly seq: number })
  | {
      readonly type: 'undo';
      readonly id: EventId;
      readonly at: EpochMs;
      readonly seq: number;
      readonly target: EventId;
    }
  | { readonly type: 'restart'; readonly id: EventId; readonly at: EpochMs; readonly seq: number };

/** Orders entries by their sequence number, ties by id, so every copy folds in the same order. */
export function sortLog(entries: readonly MatchLogEntry[]): MatchLogEntry[] {
  return [...entries].sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Entries one match may hold. No real match comes near it: the longest tennis match on record
 * (Wimbledon 2010, five sets, 70-68 in the last) had 980 points, and a best-of-three match here
 * has a few hundred, plus an undo for each mistake and a court change every other game. The cap
 * bounds what one match costs the server: a full replay, a read of the log, its storage.
 */
export const MAX_MATCH_ENTRIES = 2_000;

/**
 * The events still in force: entries in sequence order, minus events retracted by an `undo`
 * and everything before the last `restart`. Duplicate ids count once. Linear in the log: an undo
 * blanks its target's slot instead of filtering the list (a log of points and undos was quadratic).
 */
export function effectiveEvents(entries: readonly MatchLogEntry[]): MatchEvent[] {
  const seen = new Set<string>();
  let events: (MatchEvent | null)[] = [];
  // Where each event in force sits in `events`, so an undo finds its target at once.
  let slots = new Map<string, number>();
  for (const entry of sortLog(entries)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    if (entry.type === 'restart') {
      events = [];
      slots = new Map();
    } else if (entry.type === 'undo') {
      const slot = slots.get(entry.target);
      if (slot !== undefined) events[slot] = null;
      slots.delete(entry.target);
    } else {
      const { seq: _seq, ...event } = entry;
      slots.set(entry.id, events.length);
      events.push(event as MatchEvent);
    }
  }
  return events.filter((event): event is MatchEvent => event !== null);
}

/** The id of the event an undo would retract now (the last one in force), or null when none. */
export function undoTarget(entries: readonly MatchLogEntry[]): EventId | null {
  const events = effectiveEvents(entries);
  return events.length ? (events[events.length - 1] as MatchEvent).id : null;
}
