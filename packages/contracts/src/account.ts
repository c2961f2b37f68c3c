import { LOCALES, PLAN_TIERS, PROFILE_SPORTS, ROLES, SKILL_LEVELS } from '@marcador/domain';
import { z } from 'zod';
import { sessionUserSchema } from './auth';

/** The player profile as the API returns it. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  age: z.number().int().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  sports: z.array(z.enum(PROFILE_SPORTS)),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  /** Interface and e-mail language. */
  language: z.enum(LOCALES),
  /** Whether other players find this one in the directory and the search (connected players always see them). */
  inDirectory: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The venue a court admin manages; master admins get the synthetic "Master Admin Venue". */
export const venueSchema = z.object({ id: z.string(), name: z.string() });
export type Venue = z.infer<typeof venueSchema>;

/** GET /api/me: who is signed in and what they may do. 401 when signed out. */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  /** Null only for accounts created before profiles existed. */
  profile: profileSchema.nullable(),
  /** admin -> master; an active subscription -> premium; else free. */
  plan: z.enum(PLAN_TIERS),
  roles: z.array(z.enum(ROLES)),
  isAdmin: z.boolean(),
  /** Admins count as court admins. */
  isCourtAdmin: z.boolean(),
  venue: venueSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/session: the app's check of who is visiting, answered 200 either way (a visitor is not an
 * error): the /api/me answer when signed in, null for a visitor.
 */
export const sessionResponseSchema = z.object({ me: meResponseSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const text = (max: number) => z.string().max(max);

/** PATCH /api/profile: the fields to change; the others keep their value. Same rules as sign-up. */
export const profileUpdateSchema = z.object({
  firstName: text(200).optional(),
  lastName: text(200).optional(),
  username: text(200).optional(),
  age: z.number().nullable().optional(),
  skillLevel: z.enum(SKILL_LEVELS).nullable().optional(),
  sports: z.array(z.enum(PROFILE_SPORTS)).max(PROFILE_SPORTS.length).optional(),
  country: text(200).optional(),
  state: text(200).optional(),
  city: text(200).optional(),
  language: z.enum(LOCALES).optional(),
  inDirectory: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/account/password: the profile's Security tab (profile password rule). */
export const changePasswordRequestSchema = z.object({
  currentPassword: text(1024),
  newPassword: text(1024),
  confirmPassword: text(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Success: every other session of the user is signed out; this one gets a fresh cookie. */
export const changePasswordResponseSchema = z.object({
  /** 'Password updated successfully' in the request's language. */
  message: z.string(),
  key: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
