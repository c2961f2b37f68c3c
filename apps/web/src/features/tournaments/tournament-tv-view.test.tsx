import type { PublicTournament } from '@marcador/contracts';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace, translationFor } from '../../lib/i18n';
import { TournamentTvView } from './tournament-tv-view';

const view: PublicTournament = {
  name: 'Torneo del viernes',
  format: 'americano',
  status: 'active',
  totalRounds: 7,
  currentRound: {
    number: 2,
    matches: [
      { court: 1, status: 'completed', teamA: ['Ana', 'Bea'], teamB: ['Carlos', 'Dani'], scoreA: 15, scoreB: 6 },
      { court: 2, status: 'playing', teamA: ['Eva', 'Fran'], teamB: ['Gema', 'Hugo'], scoreA: null, scoreB: null },
    ],
    resting: ['Iván'],
  },
  nextRound: {
    number: 3,
    matches: [
      { court: 1, status: 'pending', teamA: ['Ana', 'Carlos'], teamB: ['Bea', 'Iván'], scoreA: null, scoreB: null },
    ],
    resting: [],
  },
  standings: [
    { position: 1, name: 'Ana', played: 2, wins: 2, pointDifference: 12, withdrawn: false },
    { position: 2, name: 'Dani', played: 2, wins: 0, pointDifference: -9, withdrawn: true },
  ],
  updatedAt: 1_795_000_000_000,
};

/** The view as the page renders it, without React's text separators. */
const html = (shown: PublicTournament) =>
  renderToString(<TournamentTvView view={shown} t={translationFor(['tournaments'], 'default').t} />).replaceAll(
    '<!-- -->',
    '',
  );

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('tournaments');
});

describe('TournamentTvView', () => {
  it('shows where the tournament stands, the round in play court by court and the next round', () => {
    const page = html(view);
    expect(page).toContain('<h1');
    expect(page).toContain('Torneo del viernes</h1>');
    expect(page).toContain('Americano');
    expect(page).toContain('Ronda 2 de 7');
    expect(page).toContain('Ronda en juego · 2</h2>');
    expect(page).toContain('Siguiente ronda · 3</h2>');
    expect(page).toContain('Pista 1');
    expect(page).toMatch(/Ana \/ Bea<\/span><strong[^>]*>15<\/strong>/);
    expect(page).toContain('Completado');
    expect(page).toContain('Descansan: Iván');
  });

  it('shows the standings as a table: position, player, played, wins and a signed point difference', () => {
    const page = html(view);
    const table = page.slice(page.indexOf('<table'), page.indexOf('</table>'));
    expect(table.match(/<th scope="col"/g)).toHaveLength(5);
    expect(table).toContain('title="Posición"');
    expect(table).toContain('Jugados');
    expect(table).toContain('Ganados');
    expect(table).toContain('title="Diferencia de puntos"');
    const rows = table.split('<tr').slice(2);
    expect(rows[0]).toMatch(
      />1<\/td><th scope="row"[^>]*>Ana<\/th><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>\+12<\/td>/,
    );
    expect(rows[1]).toContain('Dani<span');
    expect(rows[1]).toContain('(retirado)');
    expect(rows[1]).toContain('>-9</td>');
  });

  it('says when no further round is drawn, and nothing of it once the tournament is finished', () => {
    expect(html({ ...view, nextRound: null })).toContain('No hay más rondas sorteadas.');
    const finished = html({ ...view, status: 'completed', nextRound: null });
    expect(finished).toContain('Terminado');
    expect(finished).not.toContain('No hay más rondas sorteadas.');
  });
});
