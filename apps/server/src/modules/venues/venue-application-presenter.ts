import type { PendingVenueApplication, VenueApplication } from '@marcador/contracts';
import type { PendingApplicationRow, VenueApplicationRow } from './venue-applications.repository';

/** What the applicant reads of their application. */
export function toVenueApplication(row: VenueApplicationRow): VenueApplication {
  return {
    id: row.id,
    status: row.status as VenueApplication['status'],
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    timeZone: row.timeZone,
    phone: row.phone,
    courts: row.courtCount,
    note: row.note,
    rejectionReason: row.rejectionReason,
    venueId: row.venueId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** What a master admin reviews: the application and who sent it. */
export function toPendingApplication(row: PendingApplicationRow): PendingVenueApplication {
  return {
    ...toVenueApplication(row),
    applicant: { id: row.applicantId, name: row.applicantName, email: row.applicantEmail },
  };
}
