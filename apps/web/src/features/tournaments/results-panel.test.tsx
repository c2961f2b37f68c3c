import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { MatchesByRound, Performance, ResultsPanel } from './results-panel';
import { ref, testDetail, testMatch, testStanding } from './tournament-detail.test-support';

const NINE = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo', 'Iris'];
const detail = testDetail(
  NINE,
  [
    {
      number: 1,
      matches: [
        testMatch(1, 2, NINE.slice(4, 8), undefined, { status: 'playing' }),
        testMatch(1, 1, NINE.slice(0, 4), [12, 9]),
      ],
      resting: [ref('Iris')],
    },
  ],
  [testStanding('Ana', 1, 1, 3), testStanding('Bea', 1, 1, 3), testStanding('Iris', 0, 0, 0, true)],
);

const html = (element: ReactNode) => renderToString(element).replaceAll('<!-- -->', '');

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('tournaments');
});

describe('the results panel', () => {
  it('has three real tabs and opens on the standings, as a table with the win percentage', () => {
    const page = html(<ResultsPanel detail={detail} pending={new Map()} />);
    expect(page).toContain('role="tablist"');
    expect(page.match(/role="tab"/g)).toHaveLength(3);
    for (const tab of ['Clasificación', 'Rendimiento', 'Partidos']) expect(page).toContain(`>${tab}</button>`);
    expect(page).toContain('role="tabpanel"');
    expect(page).toContain('<caption');
    expect(page).toContain('Porcentaje de victorias');
    expect(page).toMatch(/Ana<\/th><td[^>]*>1<\/td><td[^>]*>100\u00a0%<\/td>/);
    expect(page).toContain('(se retiró)');
  });

  it('shows each player a tile per round: won with the score, rested', () => {
    const page = html(<Performance detail={detail} />);
    expect(page).toContain('Rondas de Ana');
    expect(page).toContain('Ganado 12-9');
    expect(page).toContain('Descansa');
  });

  it('lists matches by round and court with their badge, the score once completed, and a result kept on the device', () => {
    const pending = new Map([
      [
        'r1c2',
        { resultId: 'x', ownerId: 'u1', tournamentId: 't1', matchId: 'r1c2', scoreA: 8, scoreB: 13, baseRevision: 0 },
      ],
    ]);
    const page = html(<MatchesByRound detail={detail} pending={pending} onEnterResult={() => {}} />);
    expect(page.indexOf('Pista 1')).toBeLessThan(page.indexOf('Pista 2'));
    expect(page).toContain('Completado');
    expect(page).toContain('En Juego');
    expect(page).toContain('Ana y Bea contra Carla y Dani');
    expect(page).toContain('12-9');
    expect(page).toContain('Pendiente de sincronizar');
    expect(page).toContain('8-13');
    expect(page).toContain('aria-label="Corregir resultado de la ronda 1, pista 1"');
  });

  it('offers no result button to a player who only reads', () => {
    expect(html(<MatchesByRound detail={detail} pending={new Map()} />)).not.toContain('<button');
  });
});
