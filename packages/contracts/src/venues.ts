import { z } from 'zod';
import { MAX_VENUE_QUERY, VENUE_NAME_MAX_LENGTH, VENUE_SESSION_MINUTES } from './limits';

/**
 * Venues: the clubs players find from the match set-up's club search, each run by the court admin
 * who created it (spec: "a user with the court_admin role is linked to the venue they created").
 * - GET /api/venues?q= (signed in): active venues whose name or city contains `q`, ignoring case
 *   and accents; an empty `q` lists the first ones alphabetically. At most MAX_VENUE_RESULTS.
 * - POST /api/venues (court admin or admin): creates the caller's one venue; 409 `venue_exists`
 *   when they already have one.
 * - GET /api/venues/mine, PATCH /api/venues/mine (court admin or admin): the caller's venue; 404
 *   `not_found` when they have none.
 * Errors: 400 `validation_failed`, 401 `unauthorized`, 403 `forbidden` (not a court admin),
 * 404 `not_found`, 409 `venue_exists`, 429 `rate_limited`.
 */

/** Results one search returns at most. */
export const MAX_VENUE_RESULTS = 20;
/** Courts one venue may list. */
export const MAX_VENUE_COURTS = 30;

/** Trimmed and in Unicode NFC, so the same name typed on two devices is stored and searched alike. */
const text = () => z.string().trim().normalize();
const courtName = text().min(1).max(60);

/** What players see of a venue. */
export const venueInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  /** Its active courts as players know them ("Pista 1", "Central"), in order; may be empty. */
  courtNames: z.array(z.string()),
  /** Default session length in minutes, proposed to a match played there. */
  sessionMinutes: z.number().int(),
});
export type VenueInfo = z.infer<typeof venueInfoSchema>;

/** GET /api/venues */
export const searchVenuesQuerySchema = z.object({
  /** Part of the name or city; case and accents do not matter. */
  q: text().max(MAX_VENUE_QUERY).default(''),
});
export type SearchVenuesQuery = z.infer<typeof searchVenuesQuerySchema>;
export const searchVenuesResponseSchema = z.object({ venues: z.array(venueInfoSchema).max(MAX_VENUE_RESULTS) });
export type SearchVenuesResponse = z.infer<typeof searchVenuesResponseSchema>;

const venueFields = {
  name: text().min(1).max(VENUE_NAME_MAX_LENGTH),
  address: text().max(200),
  city: text().max(80),
  courtNames: z
    .array(courtName)
    .max(MAX_VENUE_COURTS)
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
      message: 'court names must be different',
    }),
  sessionMinutes: z.number().int().min(VENUE_SESSION_MINUTES.min).max(VENUE_SESSION_MINUTES.max),
};

/** POST /api/venues: strict, so a misspelt field is a 400 rather than silently dropped. `courtNames` become its courts. */
export const createVenueRequestSchema = z.strictObject({
  name: venueFields.name,
  address: venueFields.address.default(''),
  city: venueFields.city.default(''),
  courtNames: venueFields.courtNames.default([]),
  sessionMinutes: venueFields.sessionMinutes.default(60),
});
export type CreateVenueRequest = z.input<typeof createVenueRequestSchema>;

/** PATCH /api/venues/mine: only the given fields change; at least one is needed. Courts: the courts routes. */
export const updateVenueRequestSchema = z
  .strictObject({
    name: venueFields.name.optional(),
    address: venueFields.address.optional(),
    city: venueFields.city.optional(),
    sessionMinutes: venueFields.sessionMinutes.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'expected at least one field to change',
  });
export type UpdateVenueRequest = z.infer<typeof updateVenueRequestSchema>;

/** The venue its court admin manages: what players see, plus whether the search offers it. */
export const myVenueSchema = venueInfoSchema.extend({
  /** False when an operator switched the venue off: it is kept but not offered in the search. */
  isActive: z.boolean(),
});
/** POST /api/venues (201), GET and PATCH /api/venues/mine (200). */
export const myVenueResponseSchema = z.object({ venue: myVenueSchema });
export type MyVenueResponse = z.infer<typeof myVenueResponseSchema>;
