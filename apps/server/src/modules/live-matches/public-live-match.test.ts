import {
  type MatchEvent,
  type MatchRules,
  pointWon,
  replay,
  resolveRules,
  serveOrder,
  toEventId,
} from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { gameConfig } from '../matches/test-matches';
import { type LiveMatchRow, publicLiveMatch } from './public-live-match';

const NOW = new Date(Date.UTC(2026, 10, 22, 10, 30));
const PADEL: MatchRules = resolveRules({ sport: 'padel', deuce: 'golden', finalSet: 'superTiebreak' });

/** A match row in play whose stored fold is the replay of `events`. */
function rowOf(events: readonly MatchEvent[], rules = PADEL): LiveMatchRow {
  const fold = replay(rules, events);
  return {
    status: 'in_progress',
    config: gameConfig(),
    rules,
    score: fold.score,
    fold,
    result: null,
    startedAt: NOW,
    endedAt: null,
    updatedAt: NOW,
    scorerSeenAt: null,
  };
}

const at = (n: number) => NOW.getTime() + n;
/** Team 2 serves first with its second player; team 1 then with its first. */
const chosen = serveOrder('player2', 0, 1, toEventId('serve'), at(0));
/** A love game for `side`, its event ids prefixed by `tag`. */
const game = (side: 'player1' | 'player2', tag: string) =>
  [0, 1, 2, 3].map((k) => pointWon(side, toEventId(`${tag}${k}`), at(k + 1)));

describe('the public view of a live match', () => {
  it('has no server before anyone chose who serves, and none for a fold stored before the serve was kept', () => {
    expect(publicLiveMatch(rowOf(game('player1', 'a')), NOW).server).toBeNull();
    const row = rowOf([chosen]);
    const { serve: _dropped, ...oldFold } = row.fold as NonNullable<LiveMatchRow['fold']>;
    expect(publicLiveMatch({ ...row, fold: oldFold as typeof row.fold }, NOW).server).toBeNull();
    expect(publicLiveMatch({ ...row, fold: null }, NOW).server).toBeNull();
  });

  it('names the serving team, its player and the court the serve goes from', () => {
    expect(publicLiveMatch(rowOf([chosen]), NOW).server).toEqual({ team: 'player2', player: 1, court: 'deuce' });
    const oneGameOn = rowOf([chosen, ...game('player2', 'a'), pointWon('player1', toEventId('b'), at(9))]);
    expect(publicLiveMatch(oneGameOn, NOW).server).toEqual({ team: 'player1', player: 0, court: 'ad' });
  });

  it('has no server once the match is over', () => {
    const finished = rowOf([chosen, ...['a', 'b', 'c', 'd', 'e', 'f'].flatMap((tag) => game('player1', tag))], {
      ...PADEL,
      bestOf: 1,
    });
    expect(finished.score.isGameOver).toBe(true);
    expect(publicLiveMatch(finished, NOW).server).toBeNull();
  });

  it("names each place as the scorer's board does: typed, else its invitee's name, one place in singles", () => {
    const config = gameConfig({
      isDoubles: false,
      team1: { name: '', color: 'green', players: ['Ana'] },
      team2: { name: '', color: 'blue', players: [''] },
      invitedPlayers: [{ email: 'bea@example.com', name: 'Bea', position: 'team2_1' }],
    });
    const view = publicLiveMatch({ ...rowOf([]), config }, NOW);
    expect([view.team1.players, view.team2.players]).toEqual([['Ana'], ['Bea']]);
    expect(JSON.stringify(view)).not.toContain('bea@example.com');
  });

  it('writes the format as a TODS code, none for a points race', () => {
    expect(publicLiveMatch(rowOf([]), NOW).matchUpFormat).toBe('SET3-S:6NOAD/TB7-F:TB10');
    const race = resolveRules({ sport: 'padel', deuce: 'golden', finalSet: 'full', race: { totalPoints: 21 } });
    expect(publicLiveMatch(rowOf([], race), NOW).matchUpFormat).toBeNull();
  });
});
