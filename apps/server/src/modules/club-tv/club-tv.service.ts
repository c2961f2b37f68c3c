import { randomBytes } from 'node:crypto';
import type { PublicClubTv, SpectatorLinkResponse } from '@marcador/contracts';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { courtsRepository } from '../courts/courts.repository';
import { publishVenueChange } from '../realtime/live-events';
import type { TokenRead } from '../realtime/public-view-routes';
import { courtSessionsRepository } from '../sessions/court-sessions.repository';
import { publicViewOf } from '../tournaments/public-view';
import { detailOf } from '../tournaments/tournament-state';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { managedVenue } from '../venues/managed-venue';
import { venuesRepository } from '../venues/venues.repository';
import { clubTvRepository } from './club-tv.repository';
import { STALE_MATCH_MS, STALE_TOURNAMENT_MS, tvCourts, tvTournament } from './club-tv-view';

/** 24 random bytes: 192 bits, 32 base64url characters, as the tournament's spectator link (decision 046). */
const TOKEN_BYTES = 24;
/** Sessions read for the next one of each court: a day of a large club's bookings. */
const UPCOMING_READ = 300;

/**
 * The club TV of a venue (decision 056): its managers create, rotate and withdraw the link; anyone
 * with the token reads the public view. `tournaments`: whether running tournaments show (the
 * tournaments feature is on).
 */
export function clubTvService(db: Db, options: { tournaments: boolean }) {
  const tv = clubTvRepository(db);

  /** Stores `token` and tells the venue's open TVs in one transaction: one holding the old token closes. */
  const setToken = (venueId: string, token: string | null) =>
    transaction(db, async (tx) => {
      await clubTvRepository(tx).setToken(venueId, token);
      await publishVenueChange(tx, venueId);
    });

  const runningTournaments = async (venueId: string, now: Date) => {
    if (!options.tournaments) return [];
    const ids = await tv.runningTournamentIds(venueId, new Date(now.getTime() - STALE_TOURNAMENT_MS));
    const stored = await Promise.all(ids.map((id) => tournamentsRepository(db).load(id)));
    return stored.flatMap((one) => (one ? [tvTournament(publicViewOf(detailOf(one, false)))] : []));
  };

  return {
    async read(viewer: Viewer, venueId: string): Promise<SpectatorLinkResponse> {
      const venue = await managedVenue(db, viewer, venueId);
      return { token: venue.tvToken };
    },

    /** A new token (the old one, if any, stops working). */
    async rotate(viewer: Viewer, venueId: string): Promise<SpectatorLinkResponse> {
      const venue = await managedVenue(db, viewer, venueId);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await setToken(venue.id, token);
      return { token };
    },

    async revoke(viewer: Viewer, venueId: string): Promise<SpectatorLinkResponse> {
      const venue = await managedVenue(db, viewer, venueId);
      await setToken(venue.id, null);
      return { token: null };
    },

    /** The venue a token opens, or null for a withdrawn or unknown token. */
    idByToken: (token: string): Promise<string | null> => tv.venueIdByToken(token),

    /** The venue's TV view and its current token; null once the venue is gone. */
    async readById(venueId: string): Promise<TokenRead<PublicClubTv> | null> {
      const now = new Date();
      const venue = await venuesRepository(db).find(venueId);
      if (!venue) return null;
      const [courts, matches, upcoming, tournaments] = await Promise.all([
        courtsRepository(db).ofVenue(venue.id),
        tv.liveMatchesAt(venue.id, new Date(now.getTime() - STALE_MATCH_MS)),
        courtSessionsRepository(db).upcomingForVenue(venue.id, now, UPCOMING_READ),
        runningTournaments(venue.id, now),
      ]);
      const active = courts.filter((court) => court.isActive);
      return {
        token: venue.tvToken,
        view: {
          venueName: venue.name,
          timeZone: venue.timeZone,
          courts: tvCourts(active, matches, upcoming, now),
          tournaments,
          updatedAt: now.getTime(),
          serverTime: now.toISOString(),
        },
      };
    },
  };
}
