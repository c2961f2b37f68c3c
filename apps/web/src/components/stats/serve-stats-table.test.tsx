import { SERVE_FIGURES } from '@marcador/domain';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { type ServeStatsColumn, ServeStatsTable } from './serve-stats-table';

const figures = Object.fromEntries(SERVE_FIGURES.map((figure) => [figure, { won: 3, played: 4 }])) as NonNullable<
  ServeStatsColumn['figures']
>;

/** The table as a page renders it, without React's text separators and with plain spaces. */
function tableHtml(columns: readonly ServeStatsColumn[]): string {
  return renderToString(<ServeStatsTable labelledBy="title" columns={columns} />)
    .replaceAll('<!-- -->', '')
    .replace(/\u00a0/g, ' ');
}

beforeAll(async () => {
  await changeLanguage('es');
  await Promise.all([loadNamespace('match'), loadNamespace('summary')]);
});

describe('ServeStatsTable', () => {
  it('gives each figure a row, named in Spanish, with "won/played (%)" under each column', () => {
    const html = tableHtml([
      { key: 'player1', header: 'Ana y Bea', figures },
      { key: 'player2', header: 'Carla y Dani', figures: { ...figures, breaks: { won: 0, played: 0 } } },
    ]);
    expect(html.match(/<th scope="row"/g)).toHaveLength(SERVE_FIGURES.length);
    for (const label of [
      'Juegos de saque ganados',
      'Breaks a favor',
      'Bolas de break convertidas',
      'Bolas de break salvadas',
      'Puntos ganados con el saque',
      'Puntos ganados al resto',
    ])
      expect(html).toContain(`>${label}</th>`);
    expect(html).toContain('>Carla y Dani</th>');
    expect(html.match(/>3\/4 \(75 %\)<\/td>/g)).toHaveLength(2 * SERVE_FIGURES.length - 1);
    expect(html).toContain('>—</td>');
  });

  it('reads "—" in every cell of a column without figures', () => {
    const html = tableHtml([{ key: 'total', header: 'Total', figures: null }]);
    expect(html.match(/>—<\/td>/g)).toHaveLength(SERVE_FIGURES.length);
  });
});
