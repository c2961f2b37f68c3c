import { describe, expect, it } from 'vitest';
import { type Corner, clampPosition, cornerAfterKey, dragBounds, nearestCorner } from './dashboard-position';

const desktop = { width: 1280, height: 720 };
const phone = { width: 360, height: 640 };

describe('dragBounds', () => {
  it.each([
    [desktop, { x: 880, y: 520 }],
    [phone, { x: 0, y: 440 }],
    [
      { width: 300, height: 150 },
      { x: 0, y: 0 },
    ],
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
  const card = { width: 400, height: 200 };
  const tall = { width: 400, height: 600 };
  const narrow = { width: 336, height: 500 };
  it.each<[{ x: number; y: number }, { width: number; height: number }, typeof desktop, Corner]>([
    [{ x: 10, y: 10 }, card, desktop, 'top-left'],
    [{ x: 870, y: 20 }, card, desktop, 'top-right'],
    [{ x: 30, y: 500 }, card, desktop, 'bottom-left'],
    [{ x: 700, y: 400 }, card, desktop, 'bottom-right'],
    [{ x: 440, y: 260 }, card, desktop, 'top-left'],
    [{ x: 441, y: 261 }, card, desktop, 'bottom-right'],
    [{ x: 5000, y: -300 }, card, desktop, 'top-right'],
    [{ x: 868, y: 108 }, tall, desktop, 'bottom-right'],
    [{ x: 868, y: 12 }, tall, desktop, 'top-right'],
    [{ x: 300, y: 300 }, narrow, phone, 'bottom-left'],
    [{ x: 300, y: 20 }, narrow, phone, 'top-left'],
  ])('%o of %o in %o snaps to %s', (position, size, viewport, corner) => {
    expect(nearestCorner(position, size, viewport)).toBe(corner);
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
