import type { PlayerLevel, PlayerProfileResponse, SharedMatch } from '@marcador/contracts';
import { playedSets, type ScoreState, setScoreText } from '@marcador/domain';
import type { PlayerStanding } from './players.repository';
import type { SharedMatches, SharedMatchRow } from './shared-matches.repository';

/**
 * Whether the viewer may see the player: never one who blocked the viewer; a player out of the
 * directory only by those already linked to them (connected, a pending request either way, or blocked
 * by the viewer, who must be able to unblock them).
 */
export function visibleTo(standing: PlayerStanding): boolean {
  if (standing.card.connection === 'self') return true;
  return !standing.blockedViewer && (standing.inDirectory || standing.card.connection !== 'none');
}

/** The sets of a match as "6-4 3-6 7-6(5)", the team `first` first; "0-0" before a game is played. */
export function scoreFrom(score: ScoreState, first: 1 | 2): string {
  const sets = playedSets(score).map((set) => setScoreText(set, first === 1 ? 'player1' : 'player2'));
  return sets.length > 0 ? sets.join(' ') : '0-0';
}

function sharedMatch(row: SharedMatchRow): SharedMatch {
  return {
    matchId: row.matchId,
    sport: row.sport,
    side: row.partner ? 'partner' : 'opponent',
    result: row.result,
    score: scoreFrom(row.score, row.viewerTeam),
    playedAt: row.playedAt,
  };
}

/** GET /api/players/:id's answer. */
export function playerPage(
  standing: PlayerStanding,
  shared: SharedMatches,
  levels: PlayerLevel[],
): PlayerProfileResponse {
  return {
    player: {
      ...standing.card,
      country: standing.country,
      state: standing.state,
      memberSince: standing.memberSince.getTime(),
    },
    requestId: standing.requestId,
    headToHead: { won: shared.won, lost: shared.lost },
    matchesTogether: shared.together,
    recent: shared.recent.map(sharedMatch),
    levels,
  };
}
