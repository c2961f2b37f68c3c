/**
 * Test support for the court admin's routes: a venue with its courts stored through the venues
 * repository (as an approval makes one), and its court admin signed in.
 */
import type { CourtSessionStatus } from '@marcador/domain';
import type { Db } from '../../db/database';
import { createUser, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { courtSessionsRepository } from '../sessions/court-sessions.repository';
import { type VenueContactFields, type VenueFields, venuesRepository } from './venues.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** A venue in Madrid with two courts, as an approved application makes it; `fields` replace its own. */
export async function storeVenue(
  db: Db,
  creatorId: string,
  fields: Partial<VenueFields & VenueContactFields> = {},
  courtNames: readonly string[] = ['Pista 1', 'Pista 2'],
): Promise<string> {
  const venue = await venuesRepository(db).createForCreator(
    creatorId,
    {
      name: 'Club Central',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      timeZone: 'Europe/Madrid',
      sessionMinutes: 90,
      ...fields,
    },
    courtNames,
  );
  if (!venue) throw new Error(`user ${creatorId} already runs a venue`);
  return venue.id;
}

/** A signed-in court admin and the venue they run. */
export async function courtAdminWithVenue(
  ctx: TestContext,
  fields: Partial<VenueFields & VenueContactFields> = {},
  courtNames?: readonly string[],
): Promise<{ admin: TestUser; venueId: string }> {
  const admin = await createUser(ctx, { roles: ['court_admin'] });
  return { admin, venueId: await storeVenue(ctx.database.db, admin.id, fields, courtNames) };
}

/** Stores a session of the venue's court from `startsAt` for `minutes`, as the sessions service would; its id. */
export async function storeSession(
  db: Db,
  session: {
    venueId: string;
    courtId: string;
    startsAt: Date;
    minutes: number;
    createdBy: string;
    players?: { userId: string | null; name: string }[];
    status?: CourtSessionStatus;
  },
): Promise<string> {
  const sessions = courtSessionsRepository(db);
  const id = await sessions.insert(
    {
      venueId: session.venueId,
      courtId: session.courtId,
      startsAt: session.startsAt,
      endsAt: new Date(session.startsAt.getTime() + session.minutes * 60_000),
      notes: '',
      createdBy: session.createdBy,
    },
    session.players ?? [],
  );
  if (session.status) await sessions.update(id, { status: session.status });
  return id;
}

/**
 * A fixed-offset zone whose clock reads about noon at `now`: tests of "today" then never straddle
 * the venue's midnight, whatever time they run.
 */
export function zoneNearNoon(now: Date): string {
  const offset = 12 - now.getUTCHours();
  // Etc/GMT names count the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
