import type { LeaderboardResponse, LeaderboardRow } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { leaderboardView, winRateText } from './leaderboard-rows';

const row = (position: number, id = `p${position}`): LeaderboardRow => ({
  position,
  player: { id, name: `Player ${position}`, username: `player${position}` },
  level: 3.5,
  provisional: false,
  matches: 4,
  wins: 2,
  winRate: 0.5,
});

const page = (rows: LeaderboardRow[], me: LeaderboardRow | null, nextCursor: string | null = null) => ({
  rows,
  me,
  nextCursor,
});

describe('leaderboardView', () => {
  it('lists the pages in order and marks the viewer on them without pinning', () => {
    const me = row(3);
    const pages: LeaderboardResponse[] = [page([row(1), row(2)], me, 'next'), page([row(3), row(4)], me)];
    expect(leaderboardView(pages)).toEqual({ rows: [row(1), row(2), row(3), row(4)], pinned: null, ownId: 'p3' });
  });

  it('pins the viewer’s row while it is on none of the pages read', () => {
    const me = row(120);
    expect(leaderboardView([page([row(1), row(2)], me, 'next')])).toEqual({
      rows: [row(1), row(2)],
      pinned: me,
      ownId: 'p120',
    });
  });

  it('takes the newest page’s own row, and pins nothing for a viewer off the board', () => {
    const pages = [page([row(1)], row(60), 'next'), page([row(51)], row(59))];
    expect(leaderboardView(pages).pinned?.position).toBe(59);
    expect(leaderboardView([page([row(1)], null)])).toEqual({ rows: [row(1)], pinned: null, ownId: null });
    expect(leaderboardView([])).toEqual({ rows: [], pinned: null, ownId: null });
  });
});

describe('winRateText', () => {
  it('writes a 0-1 rate as a whole percentage in the language', () => {
    expect(winRateText(0.5, 'en')).toBe('50%');
    expect(winRateText(0.5, 'es')).toBe(new Intl.NumberFormat('es', { style: 'percent' }).format(0.5));
    expect(winRateText(2 / 3, 'en')).toBe('67%');
    expect(winRateText(1, 'en')).toBe('100%');
  });
});
