import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { html } from './render-page.test-support';
import { TournamentDashboard } from './tournament-dashboard';
import { testDetail, testMatch } from './tournament-detail.test-support';
import { TournamentIndicator } from './tournament-indicator';

const TEN = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo', 'Iris', 'Juan'];
const base = testDetail(TEN, [
  {
    number: 1,
    matches: [
      testMatch(1, 1, TEN.slice(0, 4), [12, 9]),
      testMatch(1, 2, TEN.slice(4, 8), undefined, { status: 'playing' }),
    ],
    resting: [],
  },
  {
    number: 2,
    matches: [testMatch(2, 1, TEN.slice(2, 6)), testMatch(2, 2, TEN.slice(6, 10))],
    resting: [],
  },
  { number: 3, matches: [testMatch(3, 1, TEN.slice(1, 5)), testMatch(3, 2, TEN.slice(5, 9))], resting: [] },
]);
const detail = { ...base, tournament: { ...base.tournament, currentMatchId: 'r1c2' } };
/** The indicator and the dashboard as a signed-in page shows them. */
const onProfile = (element: ReactNode) => html(element, '/profile');
const paths = '?tournamentId=t1&amp;name=Torneo+del+club';

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('tournaments');
});

describe('the floating indicator', () => {
  it('shows the name, status, format and round, the current match with its pairs, and the four ways on', () => {
    const page = onProfile(<TournamentIndicator detail={detail} onOpenDashboard={() => {}} />);
    expect(page).toContain('aria-label="Torneo en marcha: Torneo del club"');
    expect(page).toContain('En curso');
    expect(page).toContain('Americano · ronda 1 de 3');
    expect(page).toContain('Ronda 1 · Pista 2');
    expect(page).toContain('En Juego');
    expect(page).toContain('Eva y Fran contra Gala y Hugo');
    expect(page).toContain('>Panel</button>');
    expect(page).toContain(`href="/tournament-rotation${paths}#results-title" data-discover="true">Resultados</a>`);
    expect(page).toContain('href="/tournament-history" data-discover="true">Historial</a>');
    expect(page).toContain(
      `href="/tournament-rotation${paths}#rotation-rounds" data-discover="true">Rotación completa</a>`,
    );
    expect(page).toContain('aria-expanded="true"');
  });
});

describe('the floating dashboard', () => {
  it('is a named non-modal dialog with move, collapse and close controls', () => {
    const page = onProfile(
      <TournamentDashboard detail={detail} corner="top-left" onCornerChange={() => {}} onClose={() => {}} />,
    );
    expect(page).toMatch(/role="dialog" aria-modal="false" aria-labelledby="[^"]+"/);
    expect(page).toContain('Panel del torneo');
    expect(page).toContain('Arrástralo o usa las flechas');
    expect(page).toContain('aria-label="Contraer el panel"');
    expect(page).toContain('aria-label="Cerrar el panel"');
    expect(page).toContain('top-3 left-3');
  });

  it('shows the current match, then the next three pending ones in schedule order, and the organiser controls', () => {
    const page = onProfile(
      <TournamentDashboard detail={detail} corner="bottom-right" onCornerChange={() => {}} onClose={() => {}} />,
    );
    const current = page.indexOf('Partido actual');
    const next = page.indexOf('Próximos partidos');
    expect(page.indexOf('Eva y Fran contra Gala y Hugo')).toBeGreaterThan(current);
    expect(page.indexOf('Eva y Fran contra Gala y Hugo')).toBeLessThan(next);
    const upcoming = page.slice(next);
    expect(upcoming.match(/<li>/g)).toHaveLength(3);
    expect(upcoming.indexOf('Ronda 2 · Pista 1')).toBeLessThan(upcoming.indexOf('Ronda 2 · Pista 2'));
    expect(upcoming).toContain('Ronda 3 · Pista 1');
    expect(upcoming).not.toContain('Ronda 3 · Pista 2');
    expect(page).toContain(`#results-title" data-discover="true">Ver resultados</a>`);
    expect(page).toContain(`#rotation-rounds" data-discover="true">Ver rotación</a>`);
    expect(page).toContain('Pausar torneo');
    expect(page).toContain('Terminar torneo');
  });

  it('says there is no tournament, with Close and a way to create one, when none is running', () => {
    const page = onProfile(
      <TournamentDashboard detail={null} corner="bottom-right" onCornerChange={() => {}} onClose={() => {}} />,
    );
    expect(page).toContain('No tienes ningún torneo en marcha.');
    expect(page).toContain('>Cerrar</button>');
    expect(page).toContain('href="/tournament-preview" data-discover="true">Crear torneo</a>');
    expect(page).not.toContain('Partido actual');
  });
});
