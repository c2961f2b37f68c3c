import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const ago = (seconds: number) => NOW - seconds * 1000;

describe('timeAgo', () => {
  it.each([
    [0, 'hace 1 segundo', '1 second ago'],
    [30, 'hace 30 segundos', '30 seconds ago'],
    [60, 'hace 1 minuto', '1 minute ago'],
    [5 * 60 + 59, 'hace 5 minutos', '5 minutes ago'],
    [2 * 3600, 'hace 2 horas', '2 hours ago'],
    [24 * 3600, 'hace 1 día', '1 day ago'],
    [9 * 24 * 3600, 'hace 1 semana', '1 week ago'],
    [45 * 24 * 3600, 'hace 1 mes', '1 month ago'],
    [800 * 24 * 3600, 'hace 2 años', '2 years ago'],
  ])('%i seconds ago reads "%s" and "%s"', (seconds, es, en) => {
    expect(timeAgo(ago(seconds), NOW, 'es')).toBe(es);
    expect(timeAgo(ago(seconds), NOW, 'en')).toBe(en);
  });

  it('reads a time ahead of the device clock as one second ago', () => {
    expect(timeAgo(NOW + 90_000, NOW, 'es')).toBe('hace 1 segundo');
  });
});
