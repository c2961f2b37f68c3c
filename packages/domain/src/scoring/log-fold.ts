import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState, replay } from './apply-event';
import type { EventId, MatchEvent } from './events';
import { effectiveEvents, type MatchLogEntry } from './match-log';
import type { MatchRules } from './rules';

/** The events in force, newest first: an undo retracts the head, and pushing or popping is O(1). */
interface InForce {
  readonly event: MatchEvent;
  readonly below: InForce | null;
}

/**
 * A match log folded so far, which a device extends entry by entry instead of replaying the log on
 * every point (a replay grows with the match; the live scoreboard renders one per tap). It always
 * equals the replay of the log it was built from: `state` is `replay(rules, effectiveEvents(log))`.
 */
export interface LogFold {
  /** The starting rules, which a restart goes back to. */
  readonly rules: Partial<MatchRules>;
  readonly state: MatchState;
  readonly inForce: InForce | null;
  /** Highest sequence number folded, 0 for an empty log: the next entry's `seq` is one past it. */
  readonly lastSeq: number;
}

function stackOf(events: readonly MatchEvent[]): InForce | null {
  let top: InForce | null = null;
  for (const event of events) top = { event, below: top };
  return top;
}

function eventsOf(top: InForce | null): MatchEvent[] {
  const events: MatchEvent[] = [];
  for (let item = top; item; item = item.below) events.push(item.event);
  return events.reverse();
}

/** The whole log replayed: what a page does once, when it opens the match. */
export function foldMatchLog(rules: Partial<MatchRules>, entries: readonly MatchLogEntry[]): LogFold {
  const events = effectiveEvents(entries);
  const lastSeq = entries.reduce((highest, entry) => Math.max(highest, entry.seq), 0);
  return { rules, state: replay(rules, events), inForce: stackOf(events), lastSeq };
}

/**
 * The fold with one more entry, or null when only a replay of the whole log can tell: the entry sorts
 * before the fold's end (`seq` not above `lastSeq`). The entry's id must be new to the log, as a device's
 * freshly made ids are (a repeated id counts once in `effectiveEvents`; a fold keeps no ids).
 * An event is applied to the state; a restart goes back to the starting rules; an undo of the newest
 * event replays the events left (the only replay), an undo of an event no longer in force changes nothing.
 */
export function foldEntry(fold: LogFold, entry: MatchLogEntry): LogFold | null {
  if (entry.seq <= fold.lastSeq) return null;
  const lastSeq = entry.seq;
  if (entry.type === 'restart')
    return { rules: fold.rules, state: initialMatchState(fold.rules), inForce: null, lastSeq };
  if (entry.type === 'undo') {
    let found = false;
    for (let item = fold.inForce; item && !found; item = item.below) found = item.event.id === entry.target;
    if (!found) return { ...fold, lastSeq };
    const kept = eventsOf(fold.inForce).filter((event) => event.id !== entry.target);
    return { rules: fold.rules, state: replay(fold.rules, kept), inForce: stackOf(kept), lastSeq };
  }
  const { seq: _seq, ...event } = entry;
  return {
    rules: fold.rules,
    state: applyEvent(fold.state, event as MatchEvent),
    inForce: { event: event as MatchEvent, below: fold.inForce },
    lastSeq,
  };
}

/** The event an undo would retract now (the newest in force), as `undoTarget` over the log says. */
export function foldUndoTarget(fold: LogFold): EventId | null {
  return fold.inForce ? fold.inForce.event.id : null;
}
