import type { VenueInfo } from '@marcador/contracts';
import type { VenueRow } from './venues.repository';

/** What players see of a venue (the search). */
export function toVenueInfo(row: VenueRow): VenueInfo {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    courtNames: row.courtNames,
    sessionMinutes: row.sessionMinutes,
  };
}

/** What its court admin sees: the same, plus whether the search offers it. */
export function toMyVenue(row: VenueRow) {
  return { venue: { ...toVenueInfo(row), isActive: row.isActive } };
}
