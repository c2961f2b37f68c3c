import type { VenueSettings } from '@marcador/contracts';
import type { VenueRow } from '../venues/venues.repository';

/** A venue as its managers set it up (decision 048). */
export function toVenueSettings(row: VenueRow): VenueSettings {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    phone: row.phone,
    timeZone: row.timeZone,
    sessionMinutes: row.sessionMinutes,
    openingHours: row.openingHours,
    isActive: row.isActive,
  };
}
