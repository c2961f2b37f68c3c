import { COURT_SURFACES, type Court, type CourtSurface } from '@marcador/contracts';
import type { CourtRow } from './courts.repository';

/** A stored surface as the API shows it (the table's check allows only these). */
function surfaceOf(value: string): CourtSurface {
  return (COURT_SURFACES as readonly string[]).includes(value) ? (value as CourtSurface) : 'other';
}

/** A court as its venue's managers see it. */
export function toCourt(row: CourtRow): Court {
  return { id: row.id, name: row.name, surface: surfaceOf(row.surface), indoor: row.indoor, isActive: row.isActive };
}
