import { describe, expect, it } from 'vitest';
import { type Corner, clampPosition, cornerAfterKey, cornerPosition, dragBounds, nearestCorner } from './dashboard-position';

const desktop = { width: 1280, height: 720 };
const phone = { width: 360, height: 640 };

describe('dragBounds', () => {
  it.each([
    [desktop, { x: 880, y: 520 }],
    [phone, { x: 0, y: 440 }],
    [{ width: 300, height: 150 }, { x: 0, y: 0 }],
  ])('%o gives %o', (viewport, bounds) => {
    expect(dragBounds(viewport)).toEqual(bounds);
  });
});

describe('clampPosition', () => {
  it.each([
    [{ x: 100, y: 100 }, desktop, { x: 100, y: 100 }],
    [{ x: -50, y: -10 }, desktop, { x: 0, y: 0 }],
    [{ x: 2000, y: 900 }, desktop, { x: 880, y: 520 }],
    [{ x: 200, y: 500 }, phone, { x: 0, y: 440 }],
  ])('%o in %o stays at %o', (position, viewport, clamped) => {
    expect(clampPosition(position, viewport)).toEqual(clamped);
  });
});

describe('nearestCorner', () => {
  it.each<[{ x: number; y: number }, typeof desktop, Corner]>([
    [{ x: 10, y: 10 }, desktop, 'top-left'],
    [{ x: 870, y: 20 }, desktop, 'top-right'],
    [{ x: 30, y: 500 }, desktop, 'bottom-left'],
    [{ x: 700, y: 400 }, desktop, 'bottom-right'],
    [{ x: 440, y: 260 }, desktop, 'top-left'],
    [{ x: 441, y: 261 }, desktop, 'bottom-right'],
    [{ x: 5000, y: -300 }, desktop, 'top-right'],
    [{ x: 300, y: 300 }, phone, 'bottom-left'],
    [{ x: 300, y: 100 }, phone, 'top-left'],
  ])('%o in %o snaps to %s', (position, viewport, corner) => {
    expect(nearestCorner(position, viewport)).toBe(corner);
  });

  it('gives back the corner a corner position came from', () => {
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      expect(nearestCorner(cornerPosition(corner, desktop), desktop)).toBe(corner);
    }
  });
});

describe('cornerAfterKey', () => {
  it.each<[Corner, string, Corner | null]>([
    ['bottom-right', 'ArrowLeft', 'bottom-left'],
    ['bottom-right', 'ArrowUp', 'top-right'],
    ['top-left', 'ArrowRight', 'top-right'],
    ['top-left', 'ArrowDown', 'bottom-left'],
    ['top-left', 'ArrowLeft', 'top-left'],
    ['top-left', 'Enter', null],
  ])('%s with %s goes to %s', (corner, key, next) => {
    expect(cornerAfterKey(corner, key)).toBe(next);
  });
});
