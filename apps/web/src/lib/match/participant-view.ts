import type { GameConfig, InvitePosition } from '@marcador/contracts';
import { resultFor, type Side, seatOf, seenFrom, withScorer } from '@marcador/domain';
import type { TFunction } from '../translate';
import { teamNames } from './team-names';

/** A match another player saved, as the participant who played in it reads it. */
export interface ParticipantView {
  /** Both sides' names, the saver's place named by them when nobody typed a name there. */
  readonly names: { player1: string; player2: string };
  /** "Con Carla contra Ana / Dani", or "Contra Ana" without a partner (singles). */
  readonly line: string;
  /** "Ganaste" / "Perdiste"; null for a draw or a match without a result. */
  readonly outcome: string | null;
}

/**
 * The match seen from the participant's place (`seat`, their invitation's position; the saver,
 * `creatorName`, plays team 1's first place unless someone else does), worded with `t` of the match
 * namespace. Null when the set-up names no place of theirs: the match then reads as its saver's.
 */
export function participantView(
  match: {
    config: Pick<GameConfig, 'isDoubles' | 'team1' | 'team2' | 'invitedPlayers'>;
    result: Side | 'draw' | null;
  },
  participation: { seat: InvitePosition | null; creatorName: string },
  t: TFunction,
): ParticipantView | null {
  const place = participation.seat === null ? null : seatOf(participation.seat);
  if (place === null) return null;
  const config = withScorer(match.config, participation.creatorName);
  const seen = seenFrom(config, place, { player1: t('teams.us'), player2: t('teams.them') });
  const outcome = resultFor(match.result, seen.side);
  return {
    names: teamNames(config, t),
    line: seen.partner
      ? t('seenFrom.withAgainst', { partner: seen.partner, rivals: seen.rivals })
      : t('seenFrom.against', { rivals: seen.rivals }),
    outcome: outcome === 'won' || outcome === 'lost' ? t(`seenFrom.${outcome}`) : null,
  };
}
