import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { HttpError } from '../../plugins/error-shape';
import { managesVenue } from './venue-access';
import { type VenueRow, venuesRepository } from './venues.repository';

/** 404 for a venue that does not exist and for one the caller may not manage alike (decision 048). */
export const venueNotFound = () => new HttpError(404, 'not_found', 'No such venue.');

/** The venue the viewer manages, or 404 `not_found` as if it did not exist. */
export async function managedVenue(db: Db, viewer: Viewer, venueId: string): Promise<VenueRow> {
  const venue = await venuesRepository(db).find(venueId);
  if (!venue || !managesVenue(viewer, venue)) throw venueNotFound();
  return venue;
}
