import type { PublicLiveMatch } from '@marcador/contracts';
import {
  currentServer,
  decidingPoint,
  type MatchState,
  matchUpFormatCode,
  playedSets,
  pointLabels,
  seatedPlayers,
} from '@marcador/domain';
import type { MatchRow } from '../matches/matches.repository';

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** The columns a public view reads: the stored score and fold, never the log. */
export type LiveMatchRow = Pick<
  MatchRow,
  'status' | 'config' | 'rules' | 'score' | 'fold' | 'result' | 'startedAt' | 'endedAt' | 'updatedAt' | 'scorerSeenAt'
>;

/**
 * What a spectator (and the club TV) sees of a match: names and the score (contracts:
 * publicLiveMatchSchema). Without a stored fold (a migration cleared it) the start's rules and sides
 * stand in until the next append folds again. A fold without a serve (stored before the serve was
 * kept, or nobody chose who serves) shows no server.
 */
export function publicLiveMatch(row: LiveMatchRow, now: Date): PublicLiveMatch {
  const state: Pick<MatchState, 'rules' | 'leftSide' | 'changeOfEnds' | 'serve'> = row.fold ?? {
    rules: row.rules,
    leftSide: 'player1',
    changeOfEnds: null,
    serve: null,
  };
  const { config, score } = row;
  return {
    status: row.status,
    isDoubles: config.isDoubles,
    // Each place named as the scorer's board names it (an invitee's name where none was typed).
    team1: { ...config.team1, players: seatedPlayers(config, 'player1') },
    team2: { ...config.team2, players: seatedPlayers(config, 'player2') },
    rules: state.rules,
    score: { ...score, setScores: [...score.setScores] },
    sets: [...playedSets(score)],
    points: pointLabels(score, state.rules),
    server: currentServer(state.serve, score, state.rules),
    matchUpFormat: matchUpFormatCode(state.rules),
    decidingPoint: decidingPoint(score, state.rules),
    leftSide: state.leftSide,
    changeOfEnds: row.status === 'in_progress' ? state.changeOfEnds : null,
    result: row.result,
    club: config.club ? { name: config.club.name, courtName: config.club.courtName || null } : null,
    sessionMinutes: config.sessionDuration,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    updatedAt: row.updatedAt.toISOString(),
    scorerSeenAt: iso(row.scorerSeenAt),
    serverTime: now.toISOString(),
  };
}
