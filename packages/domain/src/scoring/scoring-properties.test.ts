import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState, replay, undo } from './apply-event';
import type { MatchEvent } from './events';
import { nextSet, pointWon, rulesChanged, swapCourt, toEventId } from './events';
import type { MatchRules } from './rules';
import type { ScoreState, SetScore, Side } from './score-state';
import { scoreMatch } from './score-state';

const sport = fc.constantFrom<MatchRules['sport']>('tennis', 'padel');
const deuce = fc.constantFrom<MatchRules['deuce']>('advantage', 'golden', 'star');
const finalSet = fc.constantFrom<MatchRules['finalSet']>('full', 'superTiebreak');
const partialRules = fc.record({ sport, deuce, finalSet }, { requiredKeys: [] });

/**
 * Points with a per-match bias (chance in ten that player1 wins a point): mostly close matches, which reach
 * 5-5, tie-breaks and long deuces, and some one-sided ones.
 */
const bias = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 4, max: 6 }) }, fc.integer({ min: 1, max: 9 }));
const points = fc
  .tuple(bias, fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 400, size: 'max' }))
  .map(([bias, draws]) => draws.map((draw): Side => (draw < bias ? 'player1' : 'player2')));

type Step =
  | { kind: 'point'; side: Side }
  | { kind: 'next_set' }
  | { kind: 'swap' }
  | { kind: 'rules'; rules: Partial<MatchRules> };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 60,
    arbitrary: fc.constantFrom<Side>('player1', 'player2').map((side) => ({ kind: 'point', side }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'next_set' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'swap' } as const) },
  { weight: 1, arbitrary: partialRules.map((rules) => ({ kind: 'rules', rules }) as const) },
);

function toEvent(s: Step, index: number): MatchEvent {
  const id = toEventId(`e${index}`);
  const at = 1_000 * index;
  if (s.kind === 'point') return pointWon(s.side, id, at);
  if (s.kind === 'next_set') return nextSet(id, at);
  if (s.kind === 'swap') return swapCourt(id, at);
  return rulesChanged(s.rules, id, at);
}

function toEvents(steps: readonly Step[]): MatchEvent[] {
  return steps.map(toEvent);
}

/** Mixed logs: every kind of event, mostly points. */
const mixedLog = fc.array(step, { maxLength: 400, size: 'max' }).map(toEvents);
/** Point-only logs, long enough to finish most matches. */
const pointLog = points.map((sides) => toEvents(sides.map((side) => ({ kind: 'point', side }) as const)));
const anyLog = fc.oneof(mixedLog, pointLog);
/** Point logs that surely finish: 80 straight points win two sets from any score. */
const finishedLog = fc
  .tuple(points, fc.constantFrom<Side>('player1', 'player2'))
  .map(([sides, closer]) => [...sides, ...Array.from({ length: 80 }, () => closer)])
  .map((sides) => toEvents(sides.map((side) => ({ kind: 'point', side }) as const)));
const anyEvent = fc.array(step, { minLength: 1, maxLength: 1 }).map((steps) => toEvents(steps)[0] as MatchEvent);

function states(rules: Partial<MatchRules>, events: readonly MatchEvent[]): MatchState[] {
  const all = [initialMatchState(rules)];
  for (const event of events) all.push(applyEvent(all[all.length - 1] as MatchState, event));
  return all;
}

function isLegalSet(set: SetScore, index: number): boolean {
  const won = Math.max(set.player1, set.player2);
  const lost = Math.min(set.player1, set.player2);
  if (won === 6) return lost <= 4;
  if (won === 7) return lost === 5 || lost === 6;
  // A match tie-break stands for the third set only.
  return won === 1 && lost === 0 && index === 2;
}

function setsWonBy(score: ScoreState, side: Side): number {
  const other = side === 'player1' ? 'player2' : 'player1';
  return score.setScores.filter((set) => set[side] > set[other]).length;
}

/** Everything wrong with a score, as readable messages (an empty list for a legal score). */
function violations(score: ScoreState): string[] {
  const problems: string[] = [];
  for (const side of ['player1', 'player2'] as const) {
    // Games in play never reach 7: the seventh game ends the set and moves to setScores.
    if (score[side].games > 6) problems.push(`${side} has ${score[side].games} games in play`);
    if (score[side].sets !== setsWonBy(score, side)) problems.push(`${side} sets do not match setScores`);
    if (score.isTiebreak && score[side].points !== 0) problems.push(`${side} has game points in a tie-break`);
    if (!score.isTiebreak && score.tiebreakPoints[side] !== 0)
      problems.push(`${side} has tie-break points outside one`);
  }
  score.setScores.forEach((set, index) => {
    if (!isLegalSet(set, index)) problems.push(`set ${index + 1} ended ${set.player1}-${set.player2}`);
  });
  if (score.isGameOver !== (score.winner !== null)) problems.push('isGameOver and winner disagree');
  if (score.winner !== null) {
    const loser = score.winner === 'player1' ? 'player2' : 'player1';
    if (score[score.winner].sets !== 2) problems.push(`winner holds ${score[score.winner].sets} sets`);
    if (score[loser].sets >= 2) problems.push('loser holds 2 sets');
  }
  return problems;
}

describe('scoring properties', () => {
  it('replay is deterministic and equals the fold of applyEvent', () => {
    fc.assert(
      fc.property(partialRules, anyLog, (rules, events) => {
        const once = replay(rules, events);
        expect(replay(rules, JSON.parse(JSON.stringify(events)))).toEqual(once);
        expect(events.reduce(applyEvent, initialMatchState(rules))).toEqual(once);
      }),
    );
  });

  it('undo after any event returns the previous state', () => {
    fc.assert(
      fc.property(partialRules, anyLog, fc.nat(), (rules, events, pick) => {
        fc.pre(events.length > 0);
        const upTo = (pick % events.length) + 1;
        const all = states(rules, events.slice(0, upTo));
        expect(undo(rules, events.slice(0, upTo)).state).toEqual(all[upTo - 1]);
      }),
    );
  });

  it('keeps every state legal: games, set scores, sets, winner, tie-break fields', () => {
    fc.assert(
      fc.property(partialRules, anyLog, (rules, events) => {
        const problems = states(rules, events).flatMap(({ score }, index) =>
          violations(score).map((problem) => `after event ${index}: ${problem}`),
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('changes nothing once the match is over', () => {
    fc.assert(
      fc.property(partialRules, finishedLog, fc.array(anyEvent, { maxLength: 20 }), (rules, events, extra) => {
        const finished = replay(rules, events);
        expect(finished.score.isGameOver).toBe(true);
        for (const event of extra) expect(applyEvent(finished, event)).toBe(finished);
        expect(replay(rules, [...events, ...extra])).toEqual(finished);
      }),
    );
  });

  it('finishes a match when enough points are played, and the winner won the last point', () => {
    fc.assert(
      fc.property(partialRules, fc.constantFrom<Side>('player1', 'player2'), (rules, side) => {
        const score = scoreMatch(
          rules,
          Array.from({ length: 48 }, () => side),
        );
        expect(score).toMatchObject({ isGameOver: true, winner: side });
      }),
    );
  });

  it('scoreMatch agrees with replaying point events', () => {
    fc.assert(
      fc.property(partialRules, points, (rules, sides) => {
        const events = toEvents(sides.map((side) => ({ kind: 'point', side }) as const));
        expect(scoreMatch(rules, sides)).toEqual(replay(rules, events).score);
      }),
    );
  });
});
