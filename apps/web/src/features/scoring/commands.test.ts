import { describe, expect, it, vi } from 'vitest';
import { type CommandContext, dispatchCommand, onCourt, shortcutFor } from './commands';

function context(over: Partial<Omit<CommandContext, 'actions'>> = {}) {
  const actions = {
    point: vi.fn(),
    undo: vi.fn(),
    nextSet: vi.fn(),
    swapCourt: vi.fn(),
    toggleGoldenPoint: vi.fn(),
    restart: vi.fn(),
    endMatch: vi.fn(),
  };
  return { over: false, canUndo: true, padel: true, race: false, actions, ...over };
}

const key = (k: string, extra: Partial<{ ctrlKey: boolean; target: EventTarget | null }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});

describe('command registry', () => {
  it('points go to the right side', () => {
    const c = context();
    dispatchCommand('pointUs', c);
    dispatchCommand('pointThem', c);
    expect(c.actions.point.mock.calls).toEqual([['player1'], ['player2']]);
  });

  it('points, next set and end are disabled once the match is over; undo follows canUndo', () => {
    const c = context({ over: true, canUndo: false });
    for (const name of ['pointUs', 'pointThem', 'nextSet', 'endMatch', 'undo'] as const) {
      expect(dispatchCommand(name, c)).toBe(false);
    }
    expect(c.actions.point).not.toHaveBeenCalled();
    expect(dispatchCommand('restart', c)).toBe(true);
  });

  it('the golden point is a padel switch', () => {
    expect(dispatchCommand('toggleGoldenPoint', context({ padel: false }))).toBe(false);
    expect(dispatchCommand('toggleGoldenPoint', context())).toBe(true);
  });

  it('a points race has no next set and no golden point, and scores, undoes, swaps and ends as any match', () => {
    const c = context({ race: true });
    expect(dispatchCommand('nextSet', c)).toBe(false);
    expect(dispatchCommand('toggleGoldenPoint', c)).toBe(false);
    for (const name of ['pointUs', 'undo', 'swapCourt', 'endMatch'] as const)
      expect(dispatchCommand(name, c)).toBe(true);
    expect(c.actions.nextSet).not.toHaveBeenCalled();
  });
});

describe('keyboard shortcuts', () => {
  it('maps arrows, digits and undo keys', () => {
    expect(shortcutFor(key('ArrowLeft'))).toBe('pointUs');
    expect(shortcutFor(key('1'))).toBe('pointUs');
    expect(shortcutFor(key('ArrowRight'))).toBe('pointThem');
    expect(shortcutFor(key('2'))).toBe('pointThem');
    expect(shortcutFor(key('Backspace'))).toBe('undo');
    expect(shortcutFor(key('Z'))).toBe('undo');
    expect(shortcutFor(key('q'))).toBeNull();
  });

  it('follows the sides of the court once the teams have changed ends', () => {
    expect(onCourt('pointUs', 'player1')).toBe('pointUs');
    expect(onCourt('pointUs', 'player2')).toBe('pointThem');
    expect(onCourt('pointThem', 'player2')).toBe('pointUs');
    expect(onCourt('undo', 'player2')).toBe('undo');
  });

  it('ignores modified keys and typing in fields', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('1', { target: { tagName: 'INPUT' } as unknown as EventTarget }))).toBeNull();
  });
});
