import { describe, expect, it } from 'vitest';
import { isLocalDate, longDate, numericDate, occupancyPercent, shortDay, venueToday } from './venue-calendar';

describe('the venue calendar', () => {
  it('writes a venue day as people read it, never moved by the browser zone', () => {
    expect(numericDate('2026-11-28', 'es')).toBe('28/11/2026');
    expect(numericDate('2026-11-28', 'en')).toBe('11/28/2026');
    expect(longDate('2026-11-28', 'es')).toBe('sábado, 28 de noviembre de 2026');
    expect(shortDay('2026-11-30', 'en')).toBe('30 Mon');
  });

  it('leaves a value that is not a day as it is', () => {
    expect(numericDate('mañana', 'es')).toBe('mañana');
  });

  it.each([
    ['2026-11-28', true],
    ['2026-02-30', false],
    ['2026-2-3', false],
    ['', false],
  ])('%s is a real day: %s', (date, real) => {
    expect(isLocalDate(date)).toBe(real);
  });

  it("takes today from the venue's zone: late evening in Madrid is already tomorrow in Tokyo", () => {
    const now = new Date('2026-11-27T22:30:00Z');
    expect(venueToday('Europe/Madrid', now)).toBe('2026-11-27');
    expect(venueToday('Asia/Tokyo', now)).toBe('2026-11-28');
    expect(venueToday('America/Mexico_City', now)).toBe('2026-11-27');
  });

  it.each([
    [0, 600, 0],
    [300, 600, 50],
    [200, 600, 33],
    [700, 600, 100],
    [0, 0, null],
  ])('%i booked of %i open minutes is %s %', (booked, open, percent) => {
    expect(occupancyPercent(booked, open)).toBe(percent);
  });
});
