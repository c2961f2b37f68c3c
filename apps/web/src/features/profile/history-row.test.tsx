import { PLAYER_NAME_MAX_LENGTH } from '@marcador/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import type { MatchSummary } from '../../lib/match/match-api';
import { HistoryRow } from './history-row';

beforeAll(async () => {
  await changeLanguage('es');
  await Promise.all([loadNamespace('account'), loadNamespace('match'), loadNamespace('summary')]);
});

/** A completed singles match: Ana (team 1, the scorer) and Bea, invited for team 2. */
function singles(result: MatchSummary['result'], team2 = ''): MatchSummary {
  return {
    id: 'match-1',
    status: 'completed',
    config: {
      isDoubles: false,
      team1: { name: '', color: 'green', players: ['Ana'] },
      team2: { name: '', color: 'blue', players: [team2] },
      invitedPlayers: [{ email: 'bea@example.com', name: 'Bea', position: 'team2_1' }],
      club: null,
      sessionDuration: 60,
      tournament: null,
    },
    rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
    sets: [{ player1: 6, player2: 3, finished: true, tiebreak: null }],
    result,
    startedAt: null,
    endedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T11:00:00.000Z',
    entryCount: 40,
  };
}

const rowHtml = (props: Parameters<typeof HistoryRow>[0]) =>
  renderToString(
    <MemoryRouter>
      <HistoryRow {...props} />
    </MemoryRouter>,
  ).replaceAll('<!-- -->', '');

describe('HistoryRow', () => {
  it("names a singles match's sides by their players, and the winner by name", () => {
    const html = rowHtml({ match: singles('player1'), when: 'hoy', to: '/match-summary?id=match-1' });
    expect(html).toContain('>Ana · Bea</p>');
    expect(html).toContain('>Gana Ana</span>');
    expect(html).not.toContain('Oponentes');
  });

  it('wraps the longest names instead of cutting them', () => {
    const longest = 'Maximilianoalejandro'.repeat(4).slice(0, PLAYER_NAME_MAX_LENGTH);
    const html = rowHtml({ match: singles('player2', longest), when: 'hoy', to: '/x' });
    expect(html).toContain(`>Gana ${longest}</span>`);
    expect(html).not.toContain('truncate');
    expect(html).toContain('wrap-anywhere');
  });

  it("reads a participation from the invitee's place: against whom, and won or lost for them", () => {
    const seenBy = { seat: 'team2_1' as const, creatorName: 'Ana Ruiz' };
    const team1Typed = rowHtml({ match: singles('player2'), when: 'hoy', to: '/x', seenBy });
    expect(team1Typed).toContain('>Contra Ana</p>');
    expect(team1Typed).toContain('>Ganaste</span>');
    const unnamed = singles('player1');
    unnamed.config.team1.players = [''];
    // Nobody typed the scorer's name: the saver's name stands for them, never "Nosotros".
    const html = rowHtml({ match: unnamed, when: 'hoy', to: '/x', seenBy });
    expect(html).toContain('>Contra Ana Ruiz</p>');
    expect(html).toContain('>Perdiste</span>');
  });

  it('reads a participation without a known place as the saver does', () => {
    const html = rowHtml({
      match: singles('player1'),
      when: 'hoy',
      to: '/x',
      seenBy: { seat: null, creatorName: 'A' },
    });
    expect(html).toContain('>Ana · Bea</p>');
    expect(html).toContain('>Gana Ana</span>');
  });
});
