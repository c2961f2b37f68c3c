import type { MatchLogEntryInput } from '@marcador/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendFold, foldLog, fromEntryRecord, type HeldFold, toEntryRecord, uniqueEntries } from './match-log';

const RULES = { sport: 'padel', deuce: 'golden', finalSet: 'superTiebreak' } as const;

/** Entries numbered 1..n as one device writes them, from generated kinds. */
function entriesOf(kinds: readonly string[]): MatchLogEntryInput[] {
  return kinds.map((kind, i): MatchLogEntryInput => {
    const base = { id: `entry-${String(i).padStart(4, '0')}`, seq: i + 1, at: 1_700_000_000_000 + i * 1000 };
    if (kind === 'swap') return { ...base, type: 'swap_court' };
    if (kind === 'next') return { ...base, type: 'next_set' };
    if (kind === 'rules') return { ...base, type: 'rules_changed', rules: { deuce: 'advantage' } };
    return { ...base, type: 'point_won', side: kind === '1' ? 'player1' : 'player2' };
  });
}

/** What the match row holds after folding `entries`, read back from JSON as the database returns it. */
function held(entries: readonly MatchLogEntryInput[]): HeldFold {
  const { progress } = foldLog(RULES, entries);
  return { ...progress, fold: JSON.parse(JSON.stringify(progress.fold)), heldBefore: entries.length };
}

const kinds = fc.array(fc.constantFrom('1', '2', '1', '2', '1', '2', 'swap', 'next', 'rules'), { maxLength: 400 });

describe('extendFold', () => {
  it('gives what replaying the whole log gives, for any split of a log', () => {
    fc.assert(
      fc.property(kinds, fc.nat(), (list, cut) => {
        const entries = entriesOf(list);
        const at = entries.length === 0 ? 0 : cut % (entries.length + 1);
        const extended = extendFold(held(entries.slice(0, at)), entries.slice(at));
        const whole = foldLog(RULES, entries).progress;
        expect(JSON.parse(JSON.stringify(extended))).toEqual(JSON.parse(JSON.stringify(whole)));
      }),
    );
  });

  it('gives up (null) whenever only a full replay can tell', () => {
    const entries = entriesOf(['1', '1', '2', '1']);
    const start = held(entries.slice(0, 2));
    const rest = entries.slice(2);
    expect(extendFold(start, rest)).not.toBeNull();
    expect(extendFold({ ...start, fold: null }, rest)).toBeNull();
    expect(extendFold({ ...start, heldBefore: 3 }, rest)).toBeNull();
    expect(extendFold(start, [{ ...(rest[0] as MatchLogEntryInput), seq: 2 }])).toBeNull();
    expect(extendFold(start, [{ id: 'undo-0001', seq: 9, at: 0, type: 'undo', target: 'entry-0001' }])).toBeNull();
    expect(extendFold(start, [{ id: 'restart-01', seq: 9, at: 0, type: 'restart' }])).toBeNull();
  });
});

describe('entries in the database', () => {
  it('split into columns and payload and come back the same, for every type', () => {
    const entries: MatchLogEntryInput[] = [
      ...entriesOf(['1', 'swap', 'next', 'rules']),
      { id: 'undo-0001', seq: 5, at: 5, type: 'undo', target: 'entry-0000' },
      { id: 'restart-01', seq: 6, at: 6, type: 'restart' },
    ];
    for (const entry of entries) expect(fromEntryRecord(toEntryRecord(entry))).toEqual(entry);
    expect(toEntryRecord(entries[0] as MatchLogEntryInput).payload).toEqual({ side: 'player1' });
  });

  it('keep the first copy of an id repeated within a batch', () => {
    const [a, b] = entriesOf(['1', '2']) as [MatchLogEntryInput, MatchLogEntryInput];
    expect(uniqueEntries([a, { ...a, seq: 9 }, b, a])).toEqual([a, b]);
  });
});
