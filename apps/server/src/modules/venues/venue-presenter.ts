import type { VenueInfo } from '@marcador/contracts';
import type { VenueRow } from './venues.repository';

/** What players see of a venue (the search): its active courts' names, in order. */
export function toVenueInfo(row: VenueRow, courtNames: readonly string[]): VenueInfo {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    courtNames: [...courtNames],
    sessionMinutes: row.sessionMinutes,
  };
}

/** What its court admin sees: the same, plus whether the search offers it. */
export function toMyVenue(row: VenueRow, courtNames: readonly string[]) {
  return { venue: { ...toVenueInfo(row, courtNames), isActive: row.isActive } };
}
