import { describe, expect, it } from 'vitest';
import { communityFormat } from './community-format';

describe('communityFormat', () => {
  it('writes figures, weeks, days and hours in Spanish', () => {
    const es = communityFormat('es');
    expect(es.count(1234567)).toBe('1.234.567');
    expect(es.percent(0.125)).toBe('12,5\u00a0%');
    expect(es.duration(90 * 60_000)).toBe('90 min');
    expect(es.week('2026-11-23')).toBe('23 nov');
    expect([1, 7].map(es.weekday)).toEqual(['lun', 'dom']);
    expect(es.hour(18)).toBe('18');
  });

  it('writes them in English', () => {
    const en = communityFormat('en');
    expect(en.count(1234567)).toBe('1,234,567');
    expect(en.percent(0.125)).toBe('12.5%');
    expect(en.week('2026-11-23')).toBe('Nov 23');
    expect([1, 7].map(en.weekday)).toEqual(['Mon', 'Sun']);
    expect(en.hour(18)).toBe('6 PM');
  });
});
