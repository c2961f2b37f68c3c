import { addDays, instantAt } from '@marcador/domain';

/** The instants a local date spans in the zone: [its midnight, the next one). 23 or 25 hours on a change of clocks. */
export function dayInstants(date: string, timeZone: string): { from: Date; to: Date } {
  return { from: instantAt(date, '00:00', timeZone), to: instantAt(addDays(date, 1), '00:00', timeZone) };
}
