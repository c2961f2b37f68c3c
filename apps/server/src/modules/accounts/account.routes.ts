import {
  apiErrorResponses,
  apiErrorSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  type MeResponse,
  meResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  sessionResponseSchema,
} from '@marcador/contracts';
import {
  formatAccountMessage,
  isCourtAdmin,
  PASSWORD_MAX_LENGTH,
  passwordsMatch,
  profilePasswordIssue,
  validateProfile,
} from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passCookies, resolveViewer, type Viewer, webHeaders } from '../../plugins/auth';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { AccountError, requestLocale } from '../../plugins/locale';
import { bySubject } from '../../plugins/rate-limits';
import { fromAuthApiError } from '../auth/auth-errors';
import { refuseBreachedPassword } from '../auth/password-checks';
import { resetTokensRepository } from '../auth/reset-tokens.repository';
import { MASTER_ADMIN_VENUE_ID } from '../venues/venue-access';
import { venuesRepository } from '../venues/venues.repository';
import { cleanProfile, emptyProfile } from './profile-input';
import { profilesRepository, UsernameTakenError } from './profiles.repository';

/** The venue master admins act for when they run none of their own: the migration's inactive row (decision 048). */
const MASTER_ADMIN_VENUE = { id: MASTER_ADMIN_VENUE_ID, name: 'Master Admin Venue' };

const usernameTaken = () =>
  new AccountError(409, 'username_taken', 'auth.errors.usernameTaken', {}, [
    { field: 'username', key: 'auth.errors.usernameTaken' },
  ]);

const errors = apiErrorResponses(400, 401, 403, 409, 429);

/** The signed-in user's account: who they are (/api/me), their profile and their password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = profilesRepository(app.database.db);
  const resetTokens = resetTokensRepository(app.database.db);

  const venues = venuesRepository(app.database.db);

  /** A court admin's own venue (decision 047); an admin without one acts for the synthetic venue; players: none. */
  const venueOf = async (userId: string, roles: Viewer['roles']): Promise<MeResponse['venue']> => {
    if (!isCourtAdmin(roles)) return null;
    const own = await venues.findByCreator(userId);
    if (own) return { id: own.id, name: own.name };
    return roles.includes('admin') ? MASTER_ADMIN_VENUE : null;
  };

  const meAnswer = async ({ user, roles, plan }: Viewer): Promise<MeResponse> => {
    const isAdmin = roles.includes('admin');
    return {
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
      profile: await profiles.find(user.id),
      plan,
      roles,
      isAdmin,
      isCourtAdmin: isCourtAdmin(roles),
      venue: await venueOf(user.id, roles),
    };
  };

  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user: profile, plan, roles and venue (401 when signed out)',
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => meAnswer(viewerOf(request)),
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['account'],
        summary: "Who is visiting: the /api/me answer, or null for a visitor (200 either way: the app's boot check)",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(request, reply);
      // The answer is this cookie's: no cache may keep it for the next reader.
      reply.header('cache-control', 'no-store');
      return { me: viewer ? await meAnswer(viewer) : null };
    },
  );

  app.patch(
    '/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Edit profile fields (the sign-up rules and messages apply)',
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const current = await profiles.find(user.id);
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      const next = cleanProfile({ ...(current ?? emptyProfile(requestLocale(request))), ...changes });
      const [first, ...rest] = validateProfile(next);
      if (first) throw AccountError.validation([first, ...rest]);
      if (await profiles.usernameTaken(next.username, user.id)) throw usernameTaken();
      try {
        return { profile: current ? await profiles.update(user.id, next) : await profiles.create(user.id, next) };
      } catch (error) {
        throw error instanceof UsernameTakenError ? usernameTaken() : error;
      }
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: [
        requireUser,
        app.limit([
          {
            name: 'change-password:user',
            max: 5,
            windowMs: 15 * 60_000,
            subject: bySubject.user,
          },
          { name: 'change-password:ip', max: 10, windowMs: 15 * 60_000, subject: bySubject.ip },
        ]),
      ],
      schema: {
        tags: ['account'],
        summary: "Change the password (profile rule); signs out the user's other sessions and ends open reset links",
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      const { user } = viewerOf(request);
      const weak = profilePasswordIssue(newPassword);
      if (weak) {
        const params = weak === 'auth.errors.passwordTooLong' ? { max: PASSWORD_MAX_LENGTH } : undefined;
        throw AccountError.validation([{ field: 'newPassword', key: weak, params }], 'password_requirements');
      }
      if (!passwordsMatch(newPassword, confirmPassword)) {
        throw AccountError.validation(
          [{ field: 'confirmPassword', key: 'account.password.mismatch' }],
          'passwords_mismatch',
        );
      }
      await refuseBreachedPassword(app, newPassword, 'newPassword');
      try {
        const { headers } = await app.auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: webHeaders(request),
          returnHeaders: true,
        });
        passCookies(headers, reply);
      } catch (error) {
        throw fromAuthApiError(error);
      }
      // A reset link e-mailed before the change must not undo it.
      await resetTokens.revokeAll(user.id);
      return {
        message: formatAccountMessage(requestLocale(request), 'account.password.updated'),
        key: 'account.password.updated',
      };
    },
  );
};
