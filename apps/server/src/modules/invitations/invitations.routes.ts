import {
  apiErrorResponses,
  invitationSummarySchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
} from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { AccountError, requestLocale } from '../../plugins/locale';
import { arrivalOf, linkOrigin } from '../../plugins/origins';
import { type Inviter, invitationsService } from './invitations.service';

/**
 * /invite-friends (decision 032): the viewer's personal link and monthly count, and invitations by
 * e-mail. Signing up through the link is the sign-up route's `invite` field.
 */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = invitationsService({
    db: app.database.db,
    mail: app.mail,
    countHit: app.countHit,
    log: app.log,
  });
  const inviter = (request: FastifyRequest): Inviter => {
    const { user, plan } = viewerOf(request);
    return { id: user.id, email: user.email, name: user.name, plan };
  };
  const origin = (request: FastifyRequest) => linkOrigin(app.config, arrivalOf(request));

  app.get(
    '/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['invitations'],
        summary: "The viewer's personal invite link and this month's e-mail invitations against the plan",
        response: { 200: invitationSummarySchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => invitations.summary(inviter(request), origin(request)),
  );

  app.post(
    '/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['invitations'],
        summary: 'Invite a friend by e-mail with an optional message (the same answer whatever the address)',
        body: sendInvitationRequestSchema,
        response: { 202: sendInvitationResponseSchema, ...apiErrorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      try {
        const sent = await invitations.send(inviter(request), request.body, {
          origin: origin(request),
          locale: requestLocale(request),
        });
        return reply.code(202).send(sent);
      } catch (error) {
        if (error instanceof AccountError && error.statusCode === 429) {
          reply.header('retry-after', String(error.params.seconds));
        }
        throw error;
      }
    },
  );
};
