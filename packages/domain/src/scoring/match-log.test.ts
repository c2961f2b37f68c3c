import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, undo } from './apply-event';
import { type MatchEvent, swapCourt, toEventId } from './events';
import { effectiveEvents, type MatchLogEntry, sortLog, undoTarget } from './match-log';
import { point, restart, undoOf } from './test-support';

const id = toEventId;

describe('effectiveEvents', () => {
  it.each<[string, MatchLogEntry[], string[]]>([
    ['plain events in order', [point('player1', 1), point('player2', 2)], ['e1', 'e2']],
    ['an undo retracts its target', [point('player1', 1), point('player2', 2), undoOf('e2', 3)], ['e1']],
    ['undo then a new point', [point('player1', 1), undoOf('e1', 2), point('player2', 3)], ['e3']],
    ['restart voids what came before', [point('player1', 1), restart(2), point('player2', 3)], ['e3']],
    ['entries arrive out of order', [point('player2', 2), point('player1', 1)], ['e1', 'e2']],
    ['a duplicate id counts once', [point('player1', 1), point('player1', 1)], ['e1']],
    ['an undo of an unknown id changes nothing', [point('player1', 1), undoOf('nope', 2)], ['e1']],
  ])('%s', (_label, entries, expected) => {
    expect(effectiveEvents(entries).map((e) => e.id)).toEqual(expected);
  });

  it('strips the sequence number from the events', () => {
    expect(effectiveEvents([{ ...swapCourt(id('s'), 5), seq: 1 }])).toEqual([swapCourt(id('s'), 5)]);
  });

  it('names the last event in force as the undo target', () => {
    expect(undoTarget([point('player1', 1), point('player2', 2), undoOf('e2', 3)])).toBe('e1');
    expect(undoTarget([restart(1)])).toBeNull();
  });

  it('sorts by sequence, then id', () => {
    const a = { ...point('player1', 1), id: id('b') };
    const b = { ...point('player1', 1), id: id('a') };
    expect(sortLog([a, b]).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('undo by log entry folds to the same score as the domain undo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<'player1' | 'player2'>('player1', 'player2'), { minLength: 1, maxLength: 120 }),
        (sides) => {
          const entries = sides.map((side, i) => point(side, i + 1));
          const events: MatchEvent[] = effectiveEvents(entries);
          const target = undoTarget(entries) as string;
          const undone = effectiveEvents([...entries, undoOf(target, sides.length + 1)]);
          expect(replay({}, undone)).toEqual(undo({}, events).state);
        },
      ),
    );
  });

  it('folds like retracting each undo target from the list, for any log of points, undos and restarts', () => {
    // The definition the linear fold must keep: each undo filters its target out of the events so far.
    const byFiltering = (entries: readonly MatchLogEntry[]) => {
      const seen = new Set<string>();
      let events: string[] = [];
      for (const entry of sortLog(entries)) {
        if (seen.has(entry.id)) continue;
        seen.add(entry.id);
        if (entry.type === 'restart') events = [];
        else if (entry.type === 'undo') events = events.filter((event) => event !== entry.target);
        else events.push(entry.id);
      }
      return events;
    };
    const entry = fc.oneof(
      fc.record({ kind: fc.constant('point' as const), n: fc.nat(40) }),
      fc.record({ kind: fc.constant('undo' as const), n: fc.nat(40), target: fc.nat(40) }),
      fc.record({ kind: fc.constant('restart' as const), n: fc.nat(40) }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), (specs) => {
        const entries = specs.map((spec) =>
          spec.kind === 'point'
            ? point('player1', spec.n)
            : spec.kind === 'undo'
              ? undoOf(`e${spec.target}`, spec.n)
              : restart(spec.n),
        );
        expect(effectiveEvents(entries).map((event) => event.id)).toEqual(byFiltering(entries));
      }),
    );
  });

  // Its speed is not asserted here (budgets live in `npm run bench`); decision 018 has the figures.
  it('folds a long log of points and undos to nothing', {
    timeout: 60_000,
  }, () => {
    const n = 20_000;
    const entries: MatchLogEntry[] = [];
    for (let i = 1; i <= n; i++) entries.push(point('player1', i));
    for (let i = 1; i <= n; i++) entries.push(undoOf(`e${n + 1 - i}`, n + i));
    expect(effectiveEvents(entries)).toEqual([]);
  });
});
