import { describe, expect, it } from 'vitest';
import type { MatchOutcome } from './player-match-record';
import { RECENT_RESULTS_SHOWN, statisticsSummary } from './player-summary';
import { DAY_MS, NOW, record } from './test-support';

/** Records with these outcomes, newest first, a day apart. */
const results = (outcomes: string) =>
  [...outcomes].map((char, i) =>
    record({
      matchId: `m${i}`,
      endedAt: NOW - i * DAY_MS,
      outcome: ({ w: 'won', l: 'lost', d: 'draw' } as const)[char as 'w' | 'l' | 'd'],
    }),
  );

describe('statisticsSummary', () => {
  it.each<[string, number, number, number, number | null, MatchOutcome | null, number]>([
    ['', 0, 0, 0, null, null, 0],
    ['w', 1, 0, 0, 100, 'won', 1],
    ['wwl', 2, 1, 0, (2 * 100) / 3, 'won', 2],
    ['lwww', 3, 1, 0, 75, 'lost', 1],
    ['ddw', 1, 0, 2, (1 * 100) / 3, 'draw', 2],
    ['llll', 0, 4, 0, 0, 'lost', 4],
  ])(
    'counts "%s" (newest first): %i won, %i lost, %i drawn',
    (outcomes, won, lost, drawn, winPercent, kind, length) => {
      const summary = statisticsSummary(results(outcomes));
      expect(summary).toMatchObject({ played: outcomes.length, won, lost, drawn, winPercent });
      expect(summary.streak).toEqual(kind === null ? null : { outcome: kind, length });
    },
  );

  it(`lists the newest ${RECENT_RESULTS_SHOWN} results with the opponents' names and the sets`, () => {
    const many = results('wlwlwlwlwlwl');
    const { recent } = statisticsSummary(many);
    expect(recent.map((r) => r.matchId)).toEqual(many.slice(0, RECENT_RESULTS_SHOWN).map((r) => r.matchId));
    expect(recent[0]).toEqual({
      matchId: 'm0',
      outcome: 'won',
      endedAt: NOW,
      sport: 'padel',
      opponents: ['Rival'],
      sets: [
        { own: 6, rival: 4 },
        { own: 6, rival: 4 },
      ],
    });
  });
});
