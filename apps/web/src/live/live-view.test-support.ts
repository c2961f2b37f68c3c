import type { PublicLiveMatch } from '@marcador/contracts';
import { initialScore } from '@marcador/domain';

const finished = (player1: number, player2: number, tiebreak: PublicLiveMatch['sets'][number]['tiebreak'] = null) => ({
  player1,
  player2,
  finished: true,
  tiebreak,
});

/** A doubles match in play at 7-6(5) 2-6, 15-0 in the third set, as the server sends it. */
export function liveView(server: PublicLiveMatch['server']): PublicLiveMatch {
  return {
    status: 'in_progress',
    isDoubles: true,
    team1: { name: 'Los Rápidos', color: 'green', players: ['Carlos', 'Ana'] },
    team2: { name: '', color: 'blue', players: ['Luis', 'Marta'] },
    rules: { sport: 'padel', deuce: 'golden', finalSet: 'superTiebreak' },
    score: {
      ...initialScore(),
      player1: { points: 1, games: 0, sets: 1 },
      player2: { points: 0, games: 0, sets: 1 },
      currentSet: 3,
      setScores: [
        { player1: 7, player2: 6, tiebreak: { player1: 7, player2: 5 } },
        { player1: 2, player2: 6 },
      ],
    },
    sets: [finished(7, 6, { player1: 7, player2: 5 }), finished(2, 6)],
    points: { player1: '15', player2: '0' },
    server,
    matchUpFormat: 'SET3-S:6NOAD/TB7-F:TB10',
    decidingPoint: null,
    leftSide: 'player1',
    changeOfEnds: null,
    result: null,
    club: null,
    sessionMinutes: 60,
    startedAt: null,
    endedAt: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    scorerSeenAt: null,
    serverTime: '2026-11-22T10:00:00.000Z',
  };
}
