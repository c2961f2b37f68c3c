import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchState } from './apply-event';
import { replay, undo } from './apply-event';
import type { MatchEvent } from './events';
import { nextSet, pointWon, rulesChanged, swapCourt, toEventId } from './events';
import { foldEntry, foldMatchLog } from './log-fold';
import type { MatchLogEntry } from './match-log';
import { effectiveEvents } from './match-log';
import { racePoints } from './points-race';
import type { MatchRules } from './rules';
import { RACE_TOTAL_MAX, RACE_TOTAL_MIN } from './rules';
import type { Side } from './score-state';
import { statesOf } from './test-support';

const raceRules = fc
  .integer({ min: RACE_TOTAL_MIN, max: RACE_TOTAL_MAX })
  .map((totalPoints): Partial<MatchRules> => ({ sport: 'padel', race: { totalPoints } }));
const side = fc.constantFrom<Side>('player1', 'player2');

/** Mostly points, with the events a race ignores (next set, rules changes) and court swaps. */
const raceEvent = (index: number): fc.Arbitrary<MatchEvent> => {
  const id = toEventId(`e${index}`);
  const at = 1_000 * index;
  return fc.oneof(
    { weight: 30, arbitrary: side.map((s) => pointWon(s, id, at)) },
    { weight: 1, arbitrary: fc.constant(nextSet(id, at)) },
    { weight: 1, arbitrary: fc.constant(swapCourt(id, at)) },
    { weight: 1, arbitrary: fc.constant(rulesChanged({ deuce: 'golden', race: { totalPoints: 40 } }, id, at)) },
  );
};
const raceLog = fc
  .array(fc.nat(), { maxLength: 150 })
  .chain((slots) => fc.tuple(...slots.map((_, index) => raceEvent(index))));

function played({ score }: MatchState): number {
  const points = racePoints(score);
  return points.player1 + points.player2;
}

describe('points race properties', () => {
  it('never plays more points than the total, and ends exactly when the total is reached', () => {
    fc.assert(
      fc.property(raceRules, raceLog, (rules, events) => {
        const total = rules.race?.totalPoints ?? 0;
        for (const state of statesOf(rules, events)) {
          expect(played(state)).toBeLessThanOrEqual(total);
          expect(state.score.isGameOver).toBe(played(state) === total);
        }
      }),
    );
  });

  it('ends with the side ahead as the winner, and level with none', () => {
    fc.assert(
      fc.property(
        raceRules,
        fc.array(side, { minLength: RACE_TOTAL_MAX, maxLength: RACE_TOTAL_MAX }),
        (rules, sides) => {
          const events = sides.map((s, index) => pointWon(s, toEventId(`e${index}`), index));
          const { score } = replay(rules, events);
          const { player1, player2 } = racePoints(score);
          expect(score.isGameOver).toBe(true);
          expect(score.winner).toBe(player1 === player2 ? null : player1 > player2 ? 'player1' : 'player2');
        },
      ),
    );
  });

  it('undo after every point of a race returns the state before that point', () => {
    fc.assert(
      fc.property(raceRules, raceLog, (rules, events) => {
        const all = statesOf(rules, events);
        events.forEach((event, index) => {
          if (event.type !== 'point_won') return;
          expect(undo(rules, events.slice(0, index + 1)).state).toEqual(all[index]);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('folds a synced log entry by entry to the replay of its events, undos included', () => {
    const entryKind = fc.oneof({ weight: 6, arbitrary: side }, { weight: 1, arbitrary: fc.constant('undo' as const) });
    fc.assert(
      fc.property(raceRules, fc.array(entryKind, { maxLength: 120 }), (rules, kinds) => {
        const entries: MatchLogEntry[] = [];
        let fold = foldMatchLog(rules, []);
        kinds.forEach((kind, index) => {
          const seq = index + 1;
          const inForce = fold.inForce;
          if (kind === 'undo' && inForce === null) return;
          const entry: MatchLogEntry =
            kind === 'undo'
              ? { type: 'undo', id: toEventId(`u${seq}`), at: seq, seq, target: inForce?.event.id as never }
              : { ...pointWon(kind, toEventId(`e${seq}`), seq), seq };
          entries.push(entry);
          fold = foldEntry(fold, entry) ?? foldMatchLog(rules, entries);
          expect(fold.state).toEqual(replay(rules, effectiveEvents(entries)));
        });
        expect(foldMatchLog(rules, entries).state).toEqual(fold.state);
      }),
    );
  });
});
