import { type MatchCopy, matchFingerprint, playedSets } from '@marcador/domain';
import type { FinishFacts } from '../matches/match-completion';

/**
 * The finished match as the domain identifies a real match (decision 035): its fingerprint (sport,
 * each team's registered players, games per set) and its end, so a copy saved by another of its
 * players is recognised with `sameRealMatch`.
 */
export function realMatchCopy(facts: FinishFacts): MatchCopy {
  const team = (number: 1 | 2) => facts.players.filter((player) => player.team === number).map((p) => p.user_id);
  const fingerprint = matchFingerprint({
    sport: facts.match.rules.sport,
    teams: [team(1), team(2)],
    setScores: playedSets(facts.state.score),
  });
  return { fingerprint, endedAt: facts.endedAt.getTime() };
}
