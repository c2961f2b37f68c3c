import { describe, expect, it } from 'vitest';
import { countText, dayText, durationText, namesText, percentText, setsText } from './stats-format';

// Intl separates a number from its unit or percent sign with a no-break space in Spanish.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('Stats tab formatting', () => {
  it('writes percentages whole, as each language does, and nothing played as the dash', () => {
    expect(nbsp(percentText(50, 'es', '—'))).toBe('50 %');
    expect(percentText(50, 'en', '—')).toBe('50%');
    expect(nbsp(percentText(200 / 3, 'es', '—'))).toBe('67 %');
    expect(percentText(null, 'es', '—')).toBe('—');
  });

  it('groups large counts for the language', () => {
    expect(countText(12345, 'es')).toBe('12.345');
    expect(countText(12345, 'en')).toBe('12,345');
  });

  it('writes durations in minutes, with hours past the hour', () => {
    expect(nbsp(durationText(45 * 60_000, 'es', '—'))).toBe('45 min');
    expect(nbsp(durationText(65 * 60_000 + 20_000, 'es', '—'))).toBe('1 h 5 min');
    expect(nbsp(durationText(120 * 60_000, 'en', '—'))).toBe('2 hr');
    expect(durationText(null, 'en', '—')).toBe('—');
  });

  it('writes the sets from the player side and the opponents as a list', () => {
    expect(
      setsText([
        { own: 6, rival: 4 },
        { own: 3, rival: 6 },
      ]),
    ).toBe('6-4 3-6');
    expect(namesText(['Ana', '', 'Bea'], 'es')).toBe('Ana y Bea');
    expect(namesText(['Ana', 'Bea'], 'en')).toBe('Ana and Bea');
  });

  it('writes a day in the language', () => {
    const day = Date.UTC(2026, 10, 22, 12);
    expect(dayText(day, 'es')).toBe('22 nov 2026');
    expect(dayText(day, 'en')).toBe('Nov 22, 2026');
  });
});
