import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState } from './apply-event';
import type { MatchEvent } from './events';
import { pointWon, serveOrder, toEventId } from './events';
import { foldEntry, foldMatchLog } from './log-fold';
import { matchUpFormatCode, parseMatchUpFormat } from './match-format';
import type { MatchLogEntry } from './match-log';
import type { MatchRules, SetTiebreak } from './rules';
import { matchTiebreakPoints, resolveRules, setGames, setsToWin, setTiebreak } from './rules';
import type { Side } from './score-state';
import type { PlayerIndex } from './serve';
import { currentServer } from './serve';

/** Any format the engine plays: best of 1, 3 or 5; sets of 4 to 8 games; every tie-break and deciding set. */
const formatRules: fc.Arbitrary<MatchRules> = fc
  .record({
    sport: fc.constantFrom<MatchRules['sport']>('tennis', 'padel'),
    deuce: fc.constantFrom<MatchRules['deuce']>('advantage', 'golden', 'star'),
    finalSet: fc.constantFrom<MatchRules['finalSet']>('full', 'noTiebreak', 'superTiebreak', 'matchTiebreak7'),
    bestOf: fc.constantFrom<1 | 3 | 5>(1, 3, 5),
    setGames: fc.integer({ min: 4, max: 8 }),
    tiebreak: fc.option(fc.record({ to: fc.constantFrom(5, 7, 10), early: fc.boolean() }), { nil: null }),
  })
  .map(({ tiebreak, ...rules }) =>
    resolveRules({
      ...rules,
      tiebreak: tiebreak === null ? null : { to: tiebreak.to, at: rules.setGames - (tiebreak.early ? 1 : 0) },
    }),
  );

/** Close matches mostly (they reach tie-breaks and long deuces), one-sided ones sometimes. */
const pointSides = fc
  .tuple(
    fc.integer({ min: 3, max: 7 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 700, size: 'max' }),
  )
  .map(([bias, draws]) => draws.map((draw): Side => (draw < bias ? 'player1' : 'player2')));

const firstServe = fc.record({
  server: fc.constantFrom<Side>('player1', 'player2'),
  player1: fc.constantFrom<PlayerIndex>(0, 1),
  player2: fc.constantFrom<PlayerIndex>(0, 1),
});

interface Played {
  readonly rules: MatchRules;
  /** The state before each point and the point's winner. */
  readonly points: ReadonlyArray<{ readonly before: MatchState; readonly side: Side }>;
  readonly final: MatchState;
  readonly events: readonly MatchEvent[];
}

interface FirstServe {
  readonly server: Side;
  readonly player1: PlayerIndex;
  readonly player2: PlayerIndex;
}

function play(rules: MatchRules, serve: FirstServe, sides: readonly Side[]): Played {
  const events: MatchEvent[] = [serveOrder(serve.server, serve.player1, serve.player2, toEventId('s'), 0)];
  let state = applyEvent(initialMatchState(rules), events[0] as MatchEvent);
  const points: Array<{ before: MatchState; side: Side }> = [];
  for (const side of sides) {
    if (state.score.isGameOver) break;
    const event = pointWon(side, toEventId(`p${events.length}`), events.length);
    points.push({ before: state, side });
    events.push(event);
    state = applyEvent(state, event);
  }
  return { rules, points, final: state, events };
}

function serverCode(state: MatchState): string {
  const server = currentServer(state.serve, state.score, state.rules);
  return server === null ? '-' : `${server.team}:${server.player}`;
}

function expectSetFits(
  set: { player1: number; player2: number; tiebreak?: { player1: number; player2: number } },
  rules: MatchRules,
  deciding: boolean,
): void {
  const high = Math.max(set.player1, set.player2);
  const low = Math.min(set.player1, set.player2);
  if (deciding && matchTiebreakPoints(rules) !== null) {
    expect([high, low]).toEqual([1, 0]);
    return;
  }
  const tiebreak: SetTiebreak | null = deciding && rules.finalSet === 'noTiebreak' ? null : setTiebreak(rules);
  if (set.tiebreak !== undefined) {
    expect(tiebreak).not.toBeNull();
    expect([high, low]).toEqual([(tiebreak?.at ?? 0) + 1, tiebreak?.at]);
    return;
  }
  expect(high).toBeGreaterThanOrEqual(setGames(rules));
  expect(high - low).toBeGreaterThanOrEqual(2);
}

describe('every format', () => {
  it('ends when a side has the sets it needs, each set won as the format says', () => {
    fc.assert(
      fc.property(formatRules, firstServe, pointSides, (rules, serve, sides) => {
        const { final } = play(rules, serve, [...sides, ...Array<Side>(1_500).fill('player1')]);
        expect(final.score.isGameOver).toBe(true);
        const winner = final.score.winner as Side;
        expect(final.score[winner].sets).toBe(setsToWin(rules));
        final.score.setScores.forEach((set, i) => {
          const deciding = rules.bestOf !== 1 && i === (rules.bestOf ?? 3) - 1;
          expectSetFits(set, rules, deciding);
        });
      }),
    );
  });

  it('a doubles player serves exactly every fourth game of a set', () => {
    fc.assert(
      fc.property(formatRules, firstServe, pointSides, (rules, serve, sides) => {
        const { points } = play(rules, serve, sides);
        // The server of each game (its first point), grouped by set.
        const bySet = new Map<number, string[]>();
        for (const { before } of points) {
          const { score } = before;
          if (score.isTiebreak || score.player1.points + score.player2.points > 0) continue;
          const games = bySet.get(score.currentSet) ?? [];
          games.push(serverCode(before));
          bySet.set(score.currentSet, games);
        }
        for (const games of bySet.values()) {
          games.forEach((code, i) => {
            if (i + 4 < games.length) expect(games[i + 4]).toBe(code);
            for (let j = i + 1; j < Math.min(i + 4, games.length); j++) expect(games[j]).not.toBe(code);
          });
        }
      }),
    );
  });

  it('tie-break serves run 1, 2, 2, ..., and the first receiver serves the next set first', () => {
    fc.assert(
      fc.property(formatRules, firstServe, pointSides, (rules, serve, sides) => {
        const { points, final } = play(rules, serve, sides);
        const after = [...points.slice(1).map((point) => point.before), final];
        let runs: number[] = [];
        let firstTeam: Side | null = null;
        points.forEach(({ before }, i) => {
          if (!before.score.isTiebreak) return;
          const server = currentServer(before.serve, before.score, before.rules);
          if (server === null) throw new Error('a serve was chosen');
          const played = before.score.tiebreakPoints.player1 + before.score.tiebreakPoints.player2;
          if (played === 0) {
            runs = [1];
            firstTeam = server.team;
          } else {
            const previous = points[i - 1]?.before as MatchState;
            if (serverCode(previous) === serverCode(before)) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
            else runs.push(1);
          }
          const next = after[i] as MatchState;
          if (next.score.isTiebreak) return;
          // The tie-break ended: every run but the last is 1 then 2s.
          expect(runs.slice(0, -1)).toEqual(runs.slice(0, -1).map((_, k) => (k === 0 ? 1 : 2)));
          expect(runs.at(-1)).toBeLessThanOrEqual(runs.length === 1 ? 1 : 2);
          if (!next.score.isGameOver)
            expect(currentServer(next.serve, next.score, next.rules)?.team).not.toBe(firstTeam);
        });
      }),
    );
  });

  it('an undo after any point gives back the server before it', () => {
    fc.assert(
      fc.property(formatRules, firstServe, pointSides, fc.nat(), (rules, serve, sides, pick) => {
        const { events, points } = play(rules, serve, sides);
        const cut = 1 + (pick % points.length);
        const entries: MatchLogEntry[] = events.slice(0, cut + 1).map((event, i) => ({ ...event, seq: i + 1 }));
        const target = events[cut] as MatchEvent;
        const fold = foldEntry(foldMatchLog(rules, entries), {
          type: 'undo',
          id: toEventId('undo'),
          at: 0,
          seq: entries.length + 1,
          target: target.id,
        });
        const before = points[cut - 1]?.before as MatchState;
        expect(fold?.state.serve).toEqual(before.serve);
        expect(serverCode(fold?.state as MatchState)).toBe(serverCode(before));
      }),
    );
  });

  it('a format code round-trips through write and parse', () => {
    fc.assert(
      fc.property(formatRules, (rules) => {
        const code = matchUpFormatCode(rules) as string;
        const parsed = parseMatchUpFormat(code, rules.sport);
        expect(parsed).toEqual({ ok: true, rules });
        expect(matchUpFormatCode(rules)).toBe(code);
      }),
    );
  });
});
