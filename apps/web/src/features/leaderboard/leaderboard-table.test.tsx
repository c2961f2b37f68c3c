import type { LeaderboardRow } from '@marcador/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { LeaderboardTable } from './leaderboard-table';

const row = (position: number, provisional = false): LeaderboardRow => ({
  position,
  player: { id: `p${position}`, name: `Jugador ${position}`, username: `jugador${position}` },
  level: 4,
  provisional,
  matches: 12,
  wins: 9,
  winRate: 0.75,
});

/** The table as the page renders it, in Spanish, inside a router (its players are links), without React's text separators. */
function tableHtml(view: Parameters<typeof LeaderboardTable>[0]['view']): string {
  const router = createMemoryRouter([
    { path: '/', element: <LeaderboardTable view={view} caption="Pádel · Siempre · Todos" /> },
  ]);
  return renderToString(<RouterProvider router={router} />).replaceAll('<!-- -->', '');
}

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('community');
});

describe('LeaderboardTable', () => {
  it('marks the viewer’s row on the page, with no pinned row', () => {
    const html = tableHtml({ rows: [row(1), row(2, true)], pinned: null, ownId: 'p2' });
    expect(html).toContain('<caption');
    expect(html).toContain('Pádel · Siempre · Todos</caption>');
    expect(html).not.toContain('<tfoot');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<tr aria-current="true"[^>]*>.*Jugador 2 \(tú\)/);
    expect(html).toContain('href="/player/p1"');
    // One decimal, the provisional mark in words, the win rate as a percentage.
    expect(html).toContain('4,0</span><span class="block text-xs text-muted">(provisional)</span>');
    expect(html).toContain(new Intl.NumberFormat('es', { style: 'percent' }).format(0.75));
  });

  it('pins the viewer’s row under the table, with its position, when it is on no page read', () => {
    const html = tableHtml({ rows: [row(1), row(2)], pinned: row(120), ownId: 'p120' });
    const footer = html.slice(html.indexOf('<tfoot'), html.indexOf('</tfoot>'));
    expect(footer).toMatch(/<tr aria-current="true"/);
    expect(footer).toContain('>120</td>');
    expect(footer).toContain('Jugador 120 (tú)');
    expect(html.slice(0, html.indexOf('<tfoot'))).not.toContain('aria-current');
  });
});
