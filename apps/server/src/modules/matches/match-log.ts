import type { MatchLogEntryInput } from '@marcador/contracts';
import {
  applyEvent,
  effectiveEvents,
  type MatchEvent,
  type MatchLogEntry,
  type MatchRules,
  type MatchState,
  replay,
  type ScoreState,
} from '@marcador/domain';

/** An entry as the database keeps it: the common fields in columns, the type's own fields in `payload`. */
export interface EntryRecord {
  id: string;
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  at: Date;
}

/** Splits an entry into its columns and its type's own fields (`side`, `rules`, `target`). */
export function toEntryRecord(entry: MatchLogEntryInput): EntryRecord {
  const { id, seq, at, type, ...payload } = entry;
  return { id, seq, type, payload, at: new Date(at) };
}

/** The entry as the API and the domain see it. Rows were validated by the contract when stored. */
export function fromEntryRecord(record: EntryRecord): MatchLogEntryInput {
  return {
    ...record.payload,
    id: record.id,
    seq: record.seq,
    at: record.at.getTime(),
    type: record.type,
  } as MatchLogEntryInput;
}

/**
 * The first copy of each id in a batch: the database keeps one row per id, so a batch that repeats
 * an id is stored as if sent once.
 */
export function uniqueEntries(entries: readonly MatchLogEntryInput[]): MatchLogEntryInput[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}

// The contract's entries are the domain's log entries with plain string ids; the brand is the only difference.
const asLog = (entries: readonly MatchLogEntryInput[]) => entries as unknown as readonly MatchLogEntry[];

/** The events still in force after undos and restarts. */
export function eventsOf(entries: readonly MatchLogEntryInput[]): MatchEvent[] {
  return effectiveEvents(asLog(entries));
}

/** What a match row keeps of its log's fold: the score, the state behind it, and what it covers. */
export interface FoldProgress {
  score: ScoreState;
  fold: MatchState;
  /** Highest sequence number folded. */
  lastSeq: number;
  /** Entries folded (undo and restart entries included). */
  entryCount: number;
}

const progressOf = (state: MatchState, lastSeq: number, entryCount: number): FoldProgress => ({
  score: state.score,
  fold: state,
  lastSeq,
  entryCount,
});

const highestSeq = (entries: readonly MatchLogEntryInput[], from = 0) =>
  entries.reduce((highest, entry) => Math.max(highest, entry.seq), from);

/** The whole log replayed from the starting rules: the events in force, the state, and its progress. */
export function foldLog(rules: MatchRules, entries: readonly MatchLogEntryInput[]) {
  const events = eventsOf(entries);
  const state = replay(rules, events);
  return { events, state, progress: progressOf(state, highestSeq(entries), entries.length) };
}

/** What the match row says it has folded, and how many entries the database held before a batch. */
export interface HeldFold {
  fold: MatchState | null;
  lastSeq: number;
  entryCount: number;
  heldBefore: number;
}

/**
 * The fold carried on over entries appended after it, or null when only a full replay can tell: the
 * fold is missing or does not cover every entry held, an entry sorts before the fold's end, or an
 * entry is an undo or a restart (they rewrite what came before).
 */
export function extendFold(held: HeldFold, added: readonly MatchLogEntryInput[]): FoldProgress | null {
  if (held.fold === null || held.heldBefore !== held.entryCount) return null;
  if (added.some((entry) => entry.seq <= held.lastSeq || entry.type === 'undo' || entry.type === 'restart')) {
    return null;
  }
  let state = held.fold;
  for (const event of eventsOf(added)) state = applyEvent(state, event);
  return progressOf(state, highestSeq(added, held.lastSeq), held.entryCount + added.length);
}
