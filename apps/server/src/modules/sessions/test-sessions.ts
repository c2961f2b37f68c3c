/**
 * Test support for the sessions routes: venues and courts stored directly (the venue's own routes
 * are another module's), sessions stored past the booking rules (one that began ten minutes ago),
 * and the venue's wall clock for the days tests book on.
 */
import { addDays, wallClockAt } from '@marcador/domain';
import type { Db } from '../../db/database';
import { courts, venues } from '../../db/schema';
import { courtSessionsRepository, type SessionPlayerRow } from './court-sessions.repository';

export const TEST_TIME_ZONE = 'Europe/Madrid';
/** Open round the clock every day, so a test's time is never outside the hours by accident. */
const ALWAYS_OPEN = Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' }));

/** A stored venue run by `createdBy`, with `courtCount` active courts "Pista 1"...; their ids. */
export async function storeVenue(
  db: Db,
  createdBy: string | null,
  options: {
    isActive?: boolean;
    courtCount?: number;
    openingHours?: ({ opens: string; closes: string } | null)[];
  } = {},
): Promise<{ venueId: string; courtIds: string[] }> {
  const [venue] = await db
    .insert(venues)
    .values({
      name: 'Club Central',
      address: 'Calle Mayor 1',
      createdBy,
      timeZone: TEST_TIME_ZONE,
      isActive: options.isActive ?? true,
      openingHours: options.openingHours ?? ALWAYS_OPEN,
    })
    .returning({ id: venues.id });
  if (!venue) throw new Error('no venue stored');
  const rows = await db
    .insert(courts)
    .values(
      Array.from({ length: options.courtCount ?? 2 }, (_, position) => ({
        venueId: venue.id,
        name: `Pista ${position + 1}`,
        position,
      })),
    )
    .returning({ id: courts.id });
  return { venueId: venue.id, courtIds: rows.map((row) => row.id) };
}

/** The venue's date `days` from today on its clock. */
export const venueDay = (days: number) => addDays(wallClockAt(new Date(), TEST_TIME_ZONE).date, days);

/** Stores a session at given instants, past the booking rules (a start in the past); its id. */
export function storeSession(
  db: Db,
  at: { venueId: string; courtId: string; createdBy: string; startsAt: Date; minutes: number },
  players: SessionPlayerRow[] = [],
): Promise<string> {
  const endsAt = new Date(at.startsAt.getTime() + at.minutes * 60_000);
  return courtSessionsRepository(db).insert(
    { venueId: at.venueId, courtId: at.courtId, createdBy: at.createdBy, startsAt: at.startsAt, endsAt, notes: '' },
    players,
  );
}
