import {
  canonicalTimeZone,
  VENUE_APPLICATION_COURTS,
  VENUE_APPLICATION_LIMITS,
  type VenueApplicationProblem,
  venueApplicationIssues,
} from '@marcador/domain';
import { z } from 'zod';
import { uuidId } from './ids';
import { REJECTION_REASON_MAX_LENGTH } from './limits';

/**
 * Becoming a court admin (decision 047): a signed-in player applies for the venue they run; a master
 * admin approves it (the venue is created, active, and the player gets the `court_admin` role) or
 * rejects it with a reason, after which the player may apply again.
 * - POST /api/venue-applications (signed in): 201 the application; 409 `application_pending` (one
 *   waits already) or `venue_exists` (they already run a venue).
 * - GET /api/venue-applications/mine (signed in): their newest application, or null.
 * - GET /api/admin/venue-applications (admin): the pending ones, oldest first.
 * - POST /api/admin/venue-applications/{id}/approve, .../reject (admin): 404 `not_found`, 409
 *   `application_decided` (already approved or rejected), 409 `venue_exists` (on approval).
 * Only with COURT_ADMIN_ENABLED; otherwise 404. Errors: 400 `validation_failed`, 401, 403, 429.
 */

/** Trimmed and in Unicode NFC, as the venues' texts. */
const text = (max: number) => z.string().trim().normalize().max(max);

const L = VENUE_APPLICATION_LIMITS;

/** The API's words for the domain's problems (the form shows its own, in the user's language). */
const PROBLEM_MESSAGES: Record<VenueApplicationProblem, string> = {
  required: 'required',
  too_short: 'too short',
  too_long: 'too long',
  invalid: 'not valid (phone: 6 to 15 digits; time zone: an IANA name such as Europe/Madrid)',
  out_of_range: `out of range (${VENUE_APPLICATION_COURTS.min}-${VENUE_APPLICATION_COURTS.max})`,
};

/**
 * POST /api/venue-applications: the domain's `venueApplicationIssues` decides (the form checks with
 * it too); the time zone is stored by its canonical IANA name.
 */
export const venueApplicationRequestSchema = z
  .strictObject({
    name: text(L.name.max),
    address: text(L.address.max),
    city: text(L.city.max),
    country: text(L.country.max),
    /** IANA name ("Europe/Madrid"); the venue's times are shown in it. */
    timeZone: z.string().max(64),
    /** As people write it: digits with spaces, dots, dashes or brackets, an optional leading +. */
    phone: text(L.phone.max),
    courts: z.number().int().min(VENUE_APPLICATION_COURTS.min).max(VENUE_APPLICATION_COURTS.max),
    /** Anything the club wants the reviewer to know; may be empty. */
    note: text(L.note.max).default(''),
  })
  .superRefine((input, context) => {
    for (const issue of venueApplicationIssues(input)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: PROBLEM_MESSAGES[issue.problem] });
    }
  })
  .transform((input) => ({ ...input, timeZone: canonicalTimeZone(input.timeZone) ?? input.timeZone }));
export type VenueApplicationRequest = z.input<typeof venueApplicationRequestSchema>;

export const VENUE_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VenueApplicationStatus = (typeof VENUE_APPLICATION_STATUSES)[number];

export const venueApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(VENUE_APPLICATION_STATUSES),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  timeZone: z.string(),
  phone: z.string(),
  courts: z.number().int(),
  note: z.string(),
  /** The master admin's reason; set on a rejection only. */
  rejectionReason: z.string().nullable(),
  /** The venue an approval created; null otherwise. */
  venueId: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** When a master admin decided; null while pending. */
  decidedAt: z.string().nullable(),
});
export type VenueApplication = z.infer<typeof venueApplicationSchema>;

/** POST /api/venue-applications (201), approve and reject (200). */
export const venueApplicationResponseSchema = z.object({ application: venueApplicationSchema });
export type VenueApplicationResponse = z.infer<typeof venueApplicationResponseSchema>;

/** GET /api/venue-applications/mine: the newest, or null for a player who never applied. */
export const myVenueApplicationResponseSchema = z.object({ application: venueApplicationSchema.nullable() });
export type MyVenueApplicationResponse = z.infer<typeof myVenueApplicationResponseSchema>;

/** Pending applications one list shows at most (oldest first): far more than clubs apply in a day. */
export const MAX_PENDING_APPLICATIONS = 100;

/** An application as a master admin reviews it: who applied, too. */
export const pendingVenueApplicationSchema = venueApplicationSchema.extend({
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type PendingVenueApplication = z.infer<typeof pendingVenueApplicationSchema>;

/** GET /api/admin/venue-applications */
export const pendingVenueApplicationsResponseSchema = z.object({
  applications: z.array(pendingVenueApplicationSchema).max(MAX_PENDING_APPLICATIONS),
});
export type PendingVenueApplicationsResponse = z.infer<typeof pendingVenueApplicationsResponseSchema>;

export const venueApplicationIdParamsSchema = z.object({ id: uuidId() });

/** POST /api/admin/venue-applications/{id}/reject: the reason is required (the applicant reads it). */
export const rejectVenueApplicationRequestSchema = z.strictObject({
  reason: text(REJECTION_REASON_MAX_LENGTH).min(1),
});
export type RejectVenueApplicationRequest = z.infer<typeof rejectVenueApplicationRequestSchema>;
