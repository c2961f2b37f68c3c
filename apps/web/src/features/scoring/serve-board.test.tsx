import { foldMatchLog, type MatchLogEntry, toEventId } from '@marcador/domain';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { createScoreFeed } from './score-feed';
import { Scoreboard, type TeamView } from './scoreboard';

/* The server and the moments on the portrait and desktop scoreboard, rendered from the score feed. */

const names = {
  player1: 'Nosotros',
  player2: 'Leones',
  players: { player1: ['Ana', 'Bea'], player2: ['Carla', ''] },
};
const teams: Record<'player1' | 'player2', TeamView> = {
  player1: { name: names.player1, color: 'green' },
  player2: { name: names.player2, color: 'blue' },
};

/** The board after a log: 's' chooses team 1's second player to serve (team 2's first next), '1'/'2' points. */
function boardAfter(pattern: string): string {
  const entries: MatchLogEntry[] = [...pattern].map((char, i) => {
    const meta = { id: toEventId(`e${i}`), at: i * 1000, seq: i + 1 };
    if (char === 's') return { ...meta, type: 'serve_order', server: 'player1', player1: 1, player2: 0 };
    return { ...meta, type: 'point_won', side: char === '1' ? 'player1' : 'player2' };
  });
  const fold = foldMatchLog({ sport: 'padel' }, entries);
  const feed = createScoreFeed({
    state: fold.state,
    entryCount: entries.length,
    lastEntryType: undefined,
    canUndo: true,
  });
  return renderToString(
    <Scoreboard score={feed} teams={teams} names={names} onSwap={() => {}} swapDisabled={false} />,
  ).replaceAll('<!-- -->', '');
}

const serverText = (markup: string) => markup.match(/data-testid="server"[^>]*>([^<]*)</)?.[1];
/** The sides whose name carries the ball mark (between the team's column start and its points). */
const servingSides = (markup: string) =>
  (['player1', 'player2'] as const).filter((side) =>
    markup
      .slice(markup.indexOf(`data-testid="team-${side}"`), markup.indexOf(`data-testid="points-${side}"`))
      .includes('data-serving="true"'),
  );

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('match');
});

describe('the server on the scoreboard', () => {
  it('names the doubles player and marks the team, then the other team after a game', () => {
    const first = boardAfter('s');
    expect(serverText(first)).toBe('Saca: Bea');
    expect(servingSides(first)).toEqual(['player1']);
    const next = boardAfter('s1111');
    // A player without a name: the team's name.
    expect(serverText(next)).toBe('Saca: Carla');
    expect(servingSides(next)).toEqual(['player2']);
  });

  it('shows nothing when no serve was chosen (a match saved before serve tracking)', () => {
    const markup = boardAfter('11');
    expect(serverText(markup)).toBe('');
    expect(servingSides(markup)).toEqual([]);
  });

  it('shows a break point with whose it is, in the line kept for the moments', () => {
    const markup = boardAfter('s222');
    expect(markup).toMatch(/data-testid="moment"[^>]*><span[^>]*>Bola de break<\/span>.*?>Leones</);
    expect(boardAfter('s')).not.toContain('data-testid="moment"');
  });
});
