import type { TournamentDetail, TournamentPreview } from '@marcador/contracts';
import { americanoSchedule, fairnessReport } from '@marcador/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { PreviewStep } from './preview-step';
import { html } from './render-page.test-support';
import { TournamentRotationPage } from './rotation-page';
import { fairnessLines } from './schedule-rounds';
import { ref, testDetail, testMatch } from './tournament-detail.test-support';
import { tournamentKey } from './tournaments-api';

const EIGHT = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'];
const LONG_NAME = 'M'.repeat(60);

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('tournaments');
});

describe('the preview', () => {
  const rounds = americanoSchedule(EIGHT, 2);
  const preview: TournamentPreview = {
    format: 'americano',
    totalRounds: rounds.length,
    courtsInUse: 2,
    rounds: rounds.map((round) => ({
      number: round.number,
      resting: round.resting,
      matches: round.matches.map((match) => ({ court: match.court, teamA: match.team1, teamB: match.team2 })),
    })),
    fairness: fairnessReport(EIGHT, rounds),
  };
  let page = '';
  beforeAll(() => {
    page = html(<PreviewStep name="Liga" preview={preview} starting={false} onBack={() => {}} onStart={() => {}} />);
  });

  it('shows every round as a table of its courts, before anything is saved', () => {
    expect(page).toContain('Americano: 7 rondas en 2 pistas.');
    expect(page.match(/<table/g)).toHaveLength(7);
    const first = rounds[0]?.matches[0];
    expect(page).toContain(`${first?.team1[0]} y ${first?.team1[1]}`);
    expect(page).toContain('Ronda 7');
    expect(page).toContain('No descansa nadie.');
    expect(page).not.toContain('Resultado');
  });

  it('says the fairness figures in plain words, and offers to change or start', () => {
    expect(page).toContain('Todos juegan 7 partidos.');
    expect(page).toContain('Nadie descansa ninguna ronda.');
    expect(page).toContain('Nadie repite pareja.');
    expect(page).toMatch(/<button[^>]*>Cambiar<\/button>/);
    expect(page).toMatch(/<button[^>]*>Empezar el torneo<\/button>/);
  });
});

describe('fairnessLines', () => {
  it('names uneven shares, repeated partners and back-to-back rests with their figures', () => {
    const player = (matches: number, rests: number) => ({ player: 'x', matches, rests, partners: 3, opponents: 4 });
    const lines = fairnessLines({
      partnerRepeats: 2,
      maxPartnerCount: 2,
      pairsNeverPartnered: 5,
      opponentSpread: { min: 0, max: 3 },
      restSpread: { min: 1, max: 2 },
      consecutiveRests: 1,
      players: [player(4, 1), player(3, 2)],
    });
    expect(lines).toEqual([
      { key: 'fairness.matches.range', values: { min: 3, max: 4 } },
      { key: 'fairness.rests.range', values: { min: 1, max: 2 } },
      { key: 'fairness.partners.repeats', values: { count: 2, max: 2 } },
      { key: 'fairness.opponents.range', values: { min: 0, max: 3 } },
      { key: 'fairness.consecutiveRests.some', values: { count: 1 } },
    ]);
  });
});

describe('the rotation page', () => {
  const players = [LONG_NAME, 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo', 'Iris'];
  const detail: TournamentDetail = testDetail(players, [
    {
      number: 1,
      // Stored out of court order: the page shows court 1 first.
      matches: [
        testMatch(1, 2, players.slice(4, 8), undefined, { status: 'playing' }),
        testMatch(1, 1, players.slice(0, 4), [12, 9]),
      ],
      resting: [ref('Iris')],
    },
  ]);
  let page = '';
  beforeAll(() => {
    const client = new QueryClient();
    client.setQueryData(tournamentKey('t1'), detail);
    page = html(<TournamentRotationPage />, '/tournament-rotation?tournamentId=t1&name=Torneo', client);
  });

  it('shows each round court by court with results, status and who rests', () => {
    expect(page).toContain('Torneo del club');
    expect(page).toContain('Americano · ronda 1 de 1 · partidos a 21 puntos');
    expect(page.indexOf(`${LONG_NAME} y Bea`)).toBeLessThan(page.indexOf('Eva y Fran'));
    expect(page).toContain('12-9');
    expect(page).toContain('En Juego');
    expect(page).toContain('Descansan: Iris');
  });

  it("offers the organiser 'Jugar' on a match not yet played, opening /setup with the tournament's flags", () => {
    const links = [...page.matchAll(/<a [^>]*aria-label="Jugar el partido de la pista (\d), ronda 1"[^>]*>/g)];
    expect(links.map((link) => link[1])).toEqual(['2']);
    expect(links[0]?.[0]).toContain(
      'href="/setup?fromTournament=true&amp;tournament=true&amp;tournamentId=t1&amp;matchId=r1c2"',
    );
  });

  it('gives the organiser the results panel, pause and finish, and the spectator link', () => {
    expect(page).toContain('role="tablist"');
    expect(page).toMatch(/<button[^>]*>Pausar torneo<\/button>/);
    expect(page).toMatch(/<button[^>]*>Terminar torneo<\/button>/);
    expect(page).toContain('Enlace para espectadores');
  });

  it('says how fair the schedule is, measured from the stored rounds', () => {
    expect(page).toContain('Cada jugador juega entre 0 y 1 partidos.');
    expect(page).toContain('Cada jugador descansa entre 0 y 1 rondas.');
    expect(page).toContain('Nadie repite pareja.');
  });
});
