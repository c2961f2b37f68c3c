import { describe, expect, it } from 'vitest';
import { servingText, setsLine, spoken } from './board';
import { copyFor } from './copy';
import { liveView } from './live-view.test-support';

const copy = copyFor('es');

describe('the spectator board', () => {
  it("writes sets as results are written, with the loser's tie-break points", () => {
    expect(setsLine(liveView(null))).toBe('7-6(5) 2-6');
  });

  it('says who serves, by player in doubles, and to a screen reader after each change', () => {
    const view = liveView({ team: 'player2', player: 1, court: 'deuce' });
    expect(servingText(view, copy)).toBe('Saca: Marta');
    expect(spoken(view, copy)).toBe('Los Rápidos contra Luis / Marta: 7-6(5) 2-6 · 15-0 · Saca: Marta');
    expect(servingText(view, copyFor('en'))).toBe('Serving: Marta');
  });

  it('says nothing of the serve when nobody chose who serves', () => {
    expect(servingText(liveView(null), copy)).toBeNull();
    expect(spoken(liveView(null), copy)).toBe('Los Rápidos contra Luis / Marta: 7-6(5) 2-6 · 15-0');
  });
});
