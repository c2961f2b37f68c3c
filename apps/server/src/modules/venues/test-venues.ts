/**
 * Test support for the court admin's routes: a venue with its courts made through the venues
 * repository (as an approval makes one, one per court admin; sessions/test-sessions.ts stores
 * bare ones), and its court admin signed in.
 */
import type { Db } from '../../db/database';
import { createUser, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { type VenueContactFields, type VenueFields, venuesRepository } from './venues.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** A venue in Madrid with two courts, as an approved application makes it; `fields` replace its own. */
async function createVenue(
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
  return { admin, venueId: await createVenue(ctx.database.db, admin.id, fields, courtNames) };
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
