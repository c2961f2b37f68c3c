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
 * The events still in force: entries in sequence order, minus events retracted by an `undo`
 * and everything before the last `restart`. Duplicate ids count once.
 */
export function effectiveEvents(entries: readonly MatchLogEntry[]): MatchEvent[] {
  const seen = new Set<string>();
  let events: MatchEvent[] = [];
  for (const entry of sortLog(entries)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    if (entry.type === 'restart') events = [];
    else if (entry.type === 'undo') events = events.filter((event) => event.id !== entry.target);
    else {
      const { seq: _seq, ...event } = entry;
      events.push(event as MatchEvent);
    }
  }
  return events;
}

/** The id of the event an undo would retract now (the last one in force), or null when none. */
export function undoTarget(entries: readonly MatchLogEntry[]): EventId | null {
  const events = effectiveEvents(entries);
  return events.length ? (events[events.length - 1] as MatchEvent).id : null;
}
