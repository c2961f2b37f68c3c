import { type MatchRules, resolveRules } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import es from '../../locales/match/es.json';
import { formatName } from './format-name';

function t(key: string, values: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], es) as string;
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
}

describe('formatName', () => {
  it.each<[Partial<MatchRules>, string]>([
    [{}, 'Mejor de 3'],
    [{ finalSet: 'superTiebreak' }, 'Mejor de 3 · super tie-break a 10'],
    [{ deuce: 'golden', finalSet: 'superTiebreak' }, 'Mejor de 3 · punto de oro · super tie-break a 10'],
    [{ setGames: 4, tiebreak: { to: 5, at: 3 } }, 'Mejor de 3 · sets a 4 · tie-break a 5 con 3 iguales'],
    [{ bestOf: 1 }, 'Set único'],
    [{ bestOf: 5, deuce: 'star' }, 'Mejor de 5 · punto estrella'],
    [{ finalSet: 'noTiebreak' }, 'Mejor de 3 · set final sin tie-break'],
    [{ tiebreak: null }, 'Mejor de 3 · sin tie-break'],
    [{ race: { totalPoints: 21 } }, 'Carrera a 21 puntos'],
  ])('%o is "%s"', (rules, name) => {
    expect(formatName(resolveRules(rules), t)).toBe(name);
  });
});
