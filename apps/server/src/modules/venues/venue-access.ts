import { isCourtAdmin } from '@marcador/domain';
import type { Viewer } from '../../plugins/auth';
import type { VenueRow } from './venues.repository';

/**
 * The Master Admin Venue (spec; decision 048): the well-known, inactive row migration 0022 makes.
 * Master admins who run no venue of their own manage it; no search or booking offers it.
 */
export const MASTER_ADMIN_VENUE_ID = '00000000-0000-4000-8000-00000000ad01';

/**
 * Whether the viewer manages the venue: master admins manage every venue; a court
 * admin manages the venue they created. Routes answer 404 otherwise, as if the venue did not exist,
 * so a court admin of venue A learns nothing of venue B.
 */
export function managesVenue(viewer: Pick<Viewer, 'user' | 'roles'>, venue: Pick<VenueRow, 'createdBy'>): boolean {
  if (viewer.roles.includes('admin')) return true;
  return isCourtAdmin(viewer.roles) && venue.createdBy === viewer.user.id;
}
