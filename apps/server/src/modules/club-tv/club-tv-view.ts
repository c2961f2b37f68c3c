import type { PublicNextSession, PublicTournament, PublicTvCourt, PublicTvTournament } from '@marcador/contracts';
import { publicLiveMatch } from '../live-matches/public-live-match';
import type { CourtSessionRow } from '../sessions/court-sessions.repository';
import type { VenueLiveMatchRow } from './club-tv.repository';

/** A match nobody has scored for this long is taken as left in progress and forgotten (decision 056). */
export const STALE_MATCH_MS = 3 * 3_600_000;
/** A running tournament with no change for this long is taken as abandoned. */
export const STALE_TOURNAMENT_MS = 24 * 3_600_000;

/** Court names as players type them: case and surrounding spaces ignored. */
const courtKey = (name: string) => name.trim().toLocaleLowerCase('es');

const nextSessionOf = (session: CourtSessionRow): PublicNextSession => ({
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  players: session.players.map((player) => player.name),
});

/**
 * The venue's active courts, each with its match in play and its next session:
 * - a match goes on the court whose name equals its `club.courtName`, ignoring case; a match with no
 *   court name, or one no active court of the venue has, is not shown (the TV is a grid of courts);
 * - when two matches name one court, the last scored one shows (`matches` come last scored first:
 *   the other is most likely a match abandoned without being ended);
 * - the next session is the court's first not cancelled, not finished, not ended one (`upcoming` is
 *   soonest first); while a match is in play on the court, one already begun is the one being
 *   played, so the next one after it shows instead.
 */
export function tvCourts(
  courts: readonly { id: string; name: string }[],
  matches: readonly VenueLiveMatchRow[],
  upcoming: readonly CourtSessionRow[],
  now: Date,
): PublicTvCourt[] {
  const matchOn = new Map<string, VenueLiveMatchRow>();
  for (const match of matches) {
    const name = match.config.club?.courtName;
    if (!name) continue;
    const key = courtKey(name);
    if (!matchOn.has(key)) matchOn.set(key, match);
  }
  return courts.map((court) => {
    const key = courtKey(court.name);
    const match = matchOn.get(key);
    const next = upcoming.find(
      (session) => session.court.id === court.id && (!match || session.startsAt.getTime() > now.getTime()),
    );
    return {
      name: court.name,
      match: match ? publicLiveMatch(match, now) : null,
      nextSession: next ? nextSessionOf(next) : null,
    };
  });
}

/** A running tournament as the TV shows it: the spectator view's standings and where it stands. */
export function tvTournament(view: PublicTournament): PublicTvTournament {
  return {
    name: view.name,
    format: view.format,
    status: view.status,
    round: view.currentRound?.number ?? view.totalRounds,
    totalRounds: view.totalRounds,
    standings: view.standings,
  };
}
