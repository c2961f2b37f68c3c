import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialMatchState, replay } from './apply-event';
import { nextSet, pointWon, rulesChanged, swapCourt, toEventId } from './events';
import { foldEntry, foldMatchLog, foldUndoTarget, type LogFold } from './log-fold';
import { effectiveEvents, type MatchLogEntry, undoTarget } from './match-log';
import type { MatchRules } from './rules';
import { point, restart, undoOf } from './test-support';

const id = toEventId;

/** Folds entry by entry, replaying the whole log only where `foldEntry` says it cannot tell. */
function foldEach(rules: Partial<MatchRules>, entries: readonly MatchLogEntry[]): LogFold {
  let fold = foldMatchLog(rules, []);
  entries.forEach((entry, index) => {
    fold = foldEntry(fold, entry) ?? foldMatchLog(rules, entries.slice(0, index + 1));
  });
  return fold;
}

describe('foldEntry', () => {
  it.each<[string, MatchLogEntry[], string | null]>([
    ['points', [point('player1', 1), point('player2', 2)], 'e2'],
    ['an undo of the newest event', [point('player1', 1), point('player2', 2), undoOf('e2', 3)], 'e1'],
    ['an undo of an older event', [point('player1', 1), point('player2', 2), undoOf('e1', 3)], 'e2'],
    ['an undo of an unknown id', [point('player1', 1), undoOf('nope', 2)], 'e1'],
    ['an undo of an event already undone', [point('player1', 1), undoOf('e1', 2), undoOf('e1', 3)], null],
    ['a restart', [point('player1', 1), restart(2)], null],
    ['a point after a restart', [point('player1', 1), restart(2), point('player2', 3)], 'e3'],
  ])('%s: the state and undo target of a replay', (_label, entries, target) => {
    const fold = foldEach({ sport: 'padel' }, entries);
    expect(fold.state).toEqual(replay({ sport: 'padel' }, effectiveEvents(entries)));
    expect(foldUndoTarget(fold)).toBe(target);
    expect(fold.lastSeq).toBe(entries.length);
  });

  it('leaves an entry that sorts before the fold to a replay', () => {
    const fold = foldMatchLog({}, [point('player1', 1), point('player1', 2)]);
    expect(foldEntry(fold, point('player2', 2))).toBeNull();
    expect(foldEntry(fold, point('player2', 1))).toBeNull();
  });

  it('goes back to the starting rules on a restart', () => {
    const start: MatchLogEntry[] = [{ ...rulesChanged({ deuce: 'golden' }, id('g'), 1), seq: 1 }];
    const fold = foldEntry(foldMatchLog({ sport: 'padel' }, start), restart(2));
    expect(fold?.state).toEqual(initialMatchState({ sport: 'padel' }));
  });

  it('starts an empty log at sequence 0 with nothing to undo', () => {
    const fold = foldMatchLog({}, []);
    expect(fold.lastSeq).toBe(0);
    expect(foldUndoTarget(fold)).toBeNull();
  });
});

type Action =
  | { kind: 'point'; side: 'player1' | 'player2' }
  | { kind: 'next_set' }
  | { kind: 'swap' }
  | { kind: 'undo' }
  | { kind: 'restart' }
  | { kind: 'rules'; deuce: MatchRules['deuce'] }
  | { kind: 'undo_any'; pick: number }
  | { kind: 'late'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.constantFrom('player1', 'player2').map((side) => ({ kind: 'point', side }) as const),
  },
  { weight: 2, arbitrary: fc.constantFrom<Action>({ kind: 'next_set' }, { kind: 'swap' }, { kind: 'restart' }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<MatchRules['deuce']>('advantage', 'golden', 'star').map((deuce) => ({
      kind: 'rules' as const,
      deuce,
    })),
  },
  { weight: 4, arbitrary: fc.constant({ kind: 'undo' } as const) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'undo_any', pick }) as const) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'late', pick }) as const) },
);

describe('a fold carried entry by entry', () => {
  it('equals the replay of the log, and its undo target the log’s, after every entry', () => {
    fc.assert(
      fc.property(
        fc.record({ sport: fc.constantFrom<MatchRules['sport']>('tennis', 'padel') }),
        fc.array(action, { maxLength: 300 }),
        (rules, actions) => {
          const log: MatchLogEntry[] = [];
          let fold = foldMatchLog(rules, []);
          actions.forEach((act, n) => {
            // As a device makes entries: a new id, the next sequence number, an undo aimed at the newest
            // event; plus what only a synced log holds (undos of any id, entries sorting earlier).
            const base = { id: id(`x${n}`), at: 1_000 * n, seq: fold.lastSeq + 1 };
            let entry: MatchLogEntry;
            if (act.kind === 'point') entry = { ...pointWon(act.side, base.id, base.at), seq: base.seq };
            else if (act.kind === 'next_set') entry = { ...nextSet(base.id, base.at), seq: base.seq };
            else if (act.kind === 'swap') entry = { ...swapCourt(base.id, base.at), seq: base.seq };
            else if (act.kind === 'rules')
              entry = { ...rulesChanged({ deuce: act.deuce }, base.id, base.at), seq: base.seq };
            else if (act.kind === 'restart') entry = { type: 'restart', ...base };
            else if (act.kind === 'undo') {
              const target = foldUndoTarget(fold);
              if (!target) return;
              entry = { type: 'undo', ...base, target };
            } else if (act.kind === 'undo_any') {
              const target = log.length ? (log[act.pick % log.length] as MatchLogEntry).id : id('unknown');
              entry = { type: 'undo', ...base, target };
            } else {
              entry = { ...pointWon('player1', base.id, base.at), seq: act.pick % base.seq };
            }
            log.push(entry);
            fold = foldEntry(fold, entry) ?? foldMatchLog(rules, log);
            expect(fold.state).toEqual(replay(rules, effectiveEvents(log)));
            expect(foldUndoTarget(fold)).toBe(undoTarget(log));
            expect(foldUndoTarget(fold) !== null).toBe(undoTarget(log) !== null);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
