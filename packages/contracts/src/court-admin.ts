import { addDays } from '@marcador/domain';
import { z } from 'zod';
import { uuidId } from './ids';
import {
  COURT_NAME_MAX_LENGTH,
  COURT_SURFACES,
  MAX_COURTS_PER_VENUE,
  MAX_SESSION_PLAYERS,
  MAX_SESSIONS_LISTED,
  MAX_SESSIONS_RANGE_DAYS,
  MY_SESSIONS_PAGE,
  SESSION_MINUTES_RANGE,
  SESSION_NOTES_MAX_LENGTH,
  SESSION_PLAYER_NAME_MAX_LENGTH,
} from './limits';

/**
 * The court admin's area and the players' sessions (decision 048). A venue is managed by
 * its court admin (the `court_admin` user who created it) and by master admins (any venue; an admin
 * without a venue of their own manages the "Master Admin Venue" row, inactive, made by the
 * migration). Anyone else gets 404 for a venue's management routes, as if it did not exist.
 *
 * Times: a session is a court booked for [startsAt, endsAt). Requests give the start as the venue's
 * wall-clock `date` + `time` (its IANA time zone, whatever the browser's); responses give the
 * instants (ISO, UTC) and the same wall-clock fields, so no client converts zones.
 *
 * Routes (all only with COURT_ADMIN_ENABLED; otherwise 404):
 * - GET/PATCH  /api/venues/{venueId}/settings            (manager) venue details, hours, duration, zone, active
 * - GET/POST   /api/venues/{venueId}/courts              (manager) every court, inactive ones too
 * - PATCH      /api/venues/{venueId}/courts/{courtId}    (manager)
 * - GET        /api/venues/{venueId}/sessions?from&to    (manager) sessions between two local dates
 * - GET        /api/venues/{venueId}/dashboard           (manager) today at a glance and the week's occupancy
 * - GET        /api/venues/{venueId}/players?q           (manager) players who have sessions at the venue
 * - GET        /api/venues/{venueId}/availability?date   (signed in; active venue or manager) courts and busy slots
 * - POST       /api/sessions                             (manager of the venue, or a player booking for themselves)
 * - GET        /api/sessions?when=upcoming|past&cursor   (signed in) my sessions: booked by me or with me in them
 * - GET/PATCH  /api/sessions/{id}                        (manager, creator; players in it may GET)
 * - POST       /api/sessions/{id}/start                  (manager or a player in it) in play; the set-up's club
 * Errors: 400 `validation_failed`, `session_in_past`, `session_ends_before_start`, `unknown_court`
 * (another venue's or an inactive court), `outside_opening_hours`, `unknown_user`; 403 `forbidden` (a
 * player in a session changing it, its booker finishing it: they may read it); 404 `not_found`;
 * 409 `session_clash` (details name the court and the other session's local times),
 * `court_name_taken`, `session_closed` (cancelled or finished: not changed or started),
 * `session_too_early` (started before the domain's start window: 30 minutes before it begins); 429.
 */

export type CourtSurface = (typeof COURT_SURFACES)[number];
export const SESSION_STATUSES = ['scheduled', 'in_play', 'finished', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

const text = () => z.string().trim().normalize();
/** `YYYY-MM-DD`, a real calendar day (its length written out, so a body's largest size is known). */
export const localDateSchema = z.iso.date().length(10);
/** `HH:MM`, 00:00 to 23:59. */
export const localTimeSchema = z
  .string()
  .length(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');
/** Closing time: `HH:MM`, 24:00 allowed (open until midnight). */
const closingTimeSchema = z
  .string()
  .length(5)
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'expected HH:MM');

/** The venue of a `/api/venues/{venueId}/...` route. */
export const venueIdParamsSchema = z.object({ venueId: uuidId() });
/** One court of a venue: `/api/venues/{venueId}/courts/{courtId}`. */
export const venueCourtParamsSchema = z.object({ venueId: uuidId(), courtId: uuidId() });

// --- courts -------------------------------------------------------------------------------------

export const courtSchema = z.object({
  id: z.string(),
  /** As players know it ("Pista 1", "Central"); unique in its venue, ignoring case. */
  name: z.string(),
  surface: z.enum(COURT_SURFACES),
  indoor: z.boolean(),
  /** Inactive courts keep their past sessions but take no new ones and are not offered to players. */
  isActive: z.boolean(),
});
export type Court = z.infer<typeof courtSchema>;

const courtFields = {
  name: text().min(1).max(COURT_NAME_MAX_LENGTH),
  surface: z.enum(COURT_SURFACES),
  indoor: z.boolean(),
  isActive: z.boolean(),
};
export const createCourtRequestSchema = z.strictObject({
  name: courtFields.name,
  surface: courtFields.surface.default('hard'),
  indoor: courtFields.indoor.default(false),
  isActive: courtFields.isActive.default(true),
});
export type CreateCourtRequest = z.input<typeof createCourtRequestSchema>;
export const updateCourtRequestSchema = z
  .strictObject({
    name: courtFields.name.optional(),
    surface: courtFields.surface.optional(),
    indoor: courtFields.indoor.optional(),
    isActive: courtFields.isActive.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'expected at least one field to change',
  });
export type UpdateCourtRequest = z.infer<typeof updateCourtRequestSchema>;
export const courtResponseSchema = z.object({ court: courtSchema });
export const courtsResponseSchema = z.object({ courts: z.array(courtSchema).max(MAX_COURTS_PER_VENUE) });
export type CourtsResponse = z.infer<typeof courtsResponseSchema>;

// --- venue settings -----------------------------------------------------------------------------

/** One day's hours; null in `openingHours` means closed that day. `closes` after `opens`. */
export const dayHoursSchema = z
  .object({ opens: localTimeSchema, closes: closingTimeSchema })
  .refine((day) => day.closes > day.opens, { message: 'closes must be after opens' });
export type DayHours = z.infer<typeof dayHoursSchema>;
/** Seven days, Monday first. */
export const openingHoursSchema = z.array(dayHoursSchema.nullable()).length(7);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const venueSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  /** IANA name; every time of the venue is shown and entered in it. */
  timeZone: z.string(),
  /** Default session length, minutes. */
  sessionMinutes: z.number().int(),
  openingHours: openingHoursSchema,
  /** False: not offered to players (search, bookings); the court admin still manages it. */
  isActive: z.boolean(),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;
/** PATCH /api/venues/{venueId}/settings: only the given fields change (rules as the application's). */
export const updateVenueSettingsRequestSchema = z
  .strictObject({
    name: text().min(2).max(120).optional(),
    address: text().min(3).max(200).optional(),
    city: text().min(2).max(80).optional(),
    country: text().min(2).max(80).optional(),
    phone: text().max(30).optional(),
    timeZone: z.string().max(64).optional(),
    sessionMinutes: z.number().int().min(SESSION_MINUTES_RANGE.min).max(SESSION_MINUTES_RANGE.max).optional(),
    openingHours: openingHoursSchema.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'expected at least one field to change',
  });
export type UpdateVenueSettingsRequest = z.infer<typeof updateVenueSettingsRequestSchema>;
export const venueSettingsResponseSchema = z.object({ venue: venueSettingsSchema });
export type VenueSettingsResponse = z.infer<typeof venueSettingsResponseSchema>;

// --- sessions -----------------------------------------------------------------------------------

/** A player of a session: a registered player (their profile's name) or just a name. */
export const sessionPlayerSchema = z.object({ userId: z.string().nullable(), name: z.string() });
export type SessionPlayer = z.infer<typeof sessionPlayerSchema>;
/** As a request names one: an account (found by the directory search or the network) or a typed name. */
export const sessionPlayerInputSchema = z.union([
  // An account's id as the auth library makes it (not a UUID), bounded as every user id of the API.
  z.strictObject({ userId: z.string().min(1).max(64) }),
  z.strictObject({ name: text().min(1).max(SESSION_PLAYER_NAME_MAX_LENGTH) }),
]);
export type SessionPlayerInput = z.infer<typeof sessionPlayerInputSchema>;

export const courtSessionSchema = z.object({
  id: z.string(),
  venue: z.object({ id: z.string(), name: z.string(), address: z.string(), timeZone: z.string() }),
  court: z.object({ id: z.string(), name: z.string() }),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The venue's wall clock: the day and the times people read. */
  localDate: localDateSchema,
  localStart: localTimeSchema,
  localEnd: z.string(),
  minutes: z.number().int(),
  /** As stored, except scheduled or in play past its end reads finished. */
  status: z.enum(SESSION_STATUSES),
  players: z.array(sessionPlayerSchema).max(MAX_SESSION_PLAYERS),
  notes: z.string(),
  /** Who booked it: the venue's court admin, or the player (null once that account is deleted). */
  createdBy: z.string().nullable(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  canStart: z.boolean(),
});
export type CourtSession = z.infer<typeof courtSessionSchema>;

const sessionFields = {
  courtId: uuidId(),
  date: localDateSchema,
  time: localTimeSchema,
  minutes: z.number().int().min(SESSION_MINUTES_RANGE.min).max(SESSION_MINUTES_RANGE.max),
  players: z.array(sessionPlayerInputSchema).max(MAX_SESSION_PLAYERS),
  notes: text().max(SESSION_NOTES_MAX_LENGTH),
};
/**
 * POST /api/sessions. `minutes` defaults to the venue's session length. A player booking for
 * themselves is always among the players (added first when missing) and may name only themselves,
 * their connections and typed names; a manager may name any listed player.
 */
export const createSessionRequestSchema = z.strictObject({
  venueId: uuidId(),
  courtId: sessionFields.courtId,
  date: sessionFields.date,
  time: sessionFields.time,
  minutes: sessionFields.minutes.optional(),
  players: sessionFields.players.default([]),
  notes: sessionFields.notes.default(''),
});
export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>;
/** PATCH /api/sessions/{id}: only the given fields change; `status` only to `cancelled` or `finished`. */
export const updateSessionRequestSchema = z
  .strictObject({
    courtId: sessionFields.courtId.optional(),
    date: sessionFields.date.optional(),
    time: sessionFields.time.optional(),
    minutes: sessionFields.minutes.optional(),
    players: sessionFields.players.optional(),
    notes: sessionFields.notes.optional(),
    status: z.enum(['cancelled', 'finished']).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'expected at least one field to change',
  });
export type UpdateSessionRequest = z.infer<typeof updateSessionRequestSchema>;
export const courtSessionResponseSchema = z.object({ session: courtSessionSchema });
/** One session: `/api/sessions/{id}`. */
export const sessionIdParamsSchema = z.object({ id: uuidId() });
export type CourtSessionResponse = z.infer<typeof courtSessionResponseSchema>;

/** GET /api/venues/{venueId}/sessions: local dates, inclusive, at most MAX_SESSIONS_RANGE_DAYS apart. */
export const venueSessionsQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine(({ from, to }) => from <= to && to <= addDays(from, MAX_SESSIONS_RANGE_DAYS - 1), {
    message: `expected to on or after from, at most ${MAX_SESSIONS_RANGE_DAYS} days in all`,
    path: ['to'],
  });
export const venueSessionsResponseSchema = z.object({
  sessions: z.array(courtSessionSchema).max(MAX_SESSIONS_LISTED),
});
export type VenueSessionsResponse = z.infer<typeof venueSessionsResponseSchema>;

/** GET /api/sessions: upcoming soonest first; past newest first; `cursor` from the previous page. */
export const mySessionsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  cursor: z.string().max(200).optional(),
});
export const mySessionsResponseSchema = z.object({
  sessions: z.array(courtSessionSchema).max(MY_SESSIONS_PAGE),
  nextCursor: z.string().nullable(),
});
export type MySessionsResponse = z.infer<typeof mySessionsResponseSchema>;

/** POST /api/sessions/{id}/start: the session is in play; what the set-up fills in. */
export const startSessionResponseSchema = z.object({
  session: courtSessionSchema,
  club: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    courtName: z.string(),
    /** Minutes left of the session now (at least 1): the match timer counts the session down. */
    sessionDuration: z.number().int().min(1),
  }),
});
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;

// --- availability (a player booking) --------------------------------------------------------------

export const availabilityQuerySchema = z.object({ date: localDateSchema });
export const availabilityResponseSchema = z.object({
  venue: z.object({ id: z.string(), name: z.string(), timeZone: z.string(), sessionMinutes: z.number().int() }),
  date: localDateSchema,
  /** That day's hours, null when closed. */
  hours: dayHoursSchema.nullable(),
  /** Active courts, each with its taken slots that day (local times, no names: other players' bookings are theirs). */
  courts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      surface: z.enum(COURT_SURFACES),
      indoor: z.boolean(),
      busy: z.array(z.object({ start: localTimeSchema, end: z.string() })),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

// --- the dashboard and the venue's players ------------------------------------------------------------

export const dashboardResponseSchema = z.object({
  venue: venueSettingsSchema,
  /** The venue's today. */
  date: localDateSchema,
  /** Each court (active first, in order) with today's sessions, for the timeline. */
  courts: z.array(courtSchema.extend({ sessions: z.array(courtSessionSchema), liveNow: z.boolean() })),
  /** The next sessions from now, soonest first (at most 10). */
  upcoming: z.array(courtSessionSchema).max(10),
  /** Monday to Sunday of this week: booked minutes against open court-minutes, per day and in all. */
  week: z.object({
    days: z.array(z.object({ date: localDateSchema, bookedMinutes: z.number().int(), openMinutes: z.number().int() })),
    bookedMinutes: z.number().int(),
    openMinutes: z.number().int(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const venuePlayersQuerySchema = z.object({ q: text().max(60).default('') });
export const venuePlayersResponseSchema = z.object({
  players: z
    .array(
      z.object({
        userId: z.string(),
        name: z.string(),
        sessionCount: z.number().int(),
        /** Their three latest sessions at the venue, newest first. */
        recent: z.array(courtSessionSchema).max(3),
      }),
    )
    .max(50),
});
export type VenuePlayersResponse = z.infer<typeof venuePlayersResponseSchema>;
