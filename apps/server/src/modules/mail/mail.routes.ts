import {
  apiErrorSchema,
  emailSettingsResponseSchema,
  emailSettingsUpdateSchema,
  emailTestRequestSchema,
  emailTestResponseSchema,
  type OutboxResponse,
  outboxResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, viewerOf } from '../../plugins/auth-guards';
import { AccountError } from '../../plugins/locale';
import { adminLogRepository } from '../admin/admin-log.repository';
import { maskLinkTokens } from './link-tokens';
import { mailTemplates } from './mail-templates';
import { type OutboxStatus, outboxRepository } from './outbox.repository';
import { preferencesRepository } from './preferences.repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** a***@example.com: enough for the owner to recognise, little for anyone holding the link. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** How many outbox rows the mailboxes (admin, development) show. */
const OUTBOX_PAGE = 100;

/** The latest outbox messages as the mailboxes (admin, development) answer them, newest first. */
export async function latestMessages(outbox: ReturnType<typeof outboxRepository>): Promise<OutboxResponse> {
  const rows = await outbox.latest(OUTBOX_PAGE);
  return {
    messages: rows.map((row) => ({
      ...row,
      status: row.status as OutboxStatus,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/** E-mail settings, one-click unsubscribe and the admin mailbox of /email-test. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const preferences = preferencesRepository(app.database.db);
  const outbox = outboxRepository(app.database.db);

  app.get(
    '/email-settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['mail'],
        summary: "The signed-in user's opt-outs (transactional mail always goes)",
        response: { 200: emailSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = viewerOf(request).user;
      return { email, ...(await preferences.get(email)) };
    },
  );

  app.put(
    '/email-settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['mail'],
        summary: 'Opt in or out of invitation and marketing e-mail, and of each notification kind by e-mail',
        body: emailSettingsUpdateSchema,
        response: { 200: emailSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, email } = viewerOf(request).user;
      return { email, ...(await preferences.update(email, request.body, id)) };
    },
  );

  // Mail clients' one-click unsubscribe (RFC 8058) posts a form; the token is in the URL, the body unused.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_request, _payload, done) =>
    done(null, {}),
  );

  app.post(
    '/unsubscribe',
    {
      // The signed token is the authority, not a cookie, and webmail may post it from its own origin.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, originCheck: false },
      schema: {
        tags: ['mail'],
        summary: 'Unsubscribe with the signed token of an e-mail (JSON body, or ?token= for one-click)',
        querystring: unsubscribeRequestSchema.partial(),
        body: unsubscribeRequestSchema.partial().optional(),
        response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token ?? '';
      const claim = verifyUnsubscribeToken(app.secrets.unsubscribe, token);
      if (!claim) throw new AccountError(400, 'invalid_token', 'email.errors.unsubscribeInvalid');
      await preferences.optOut(claim.email, claim);
      const kind = claim.category === 'notifications' ? { kind: claim.kind } : {};
      return { email: maskEmail(claim.email), category: claim.category, ...kind };
    },
  );

  app.get(
    '/admin/outbox',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'mail'],
        summary: 'The latest 100 e-mails with their delivery status (link tokens masked)',
        response: { 200: outboxResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async () => {
      const { messages } = await latestMessages(outbox);
      return {
        messages: messages.map((message) => ({
          ...message,
          text: maskLinkTokens(message.text),
          html: maskLinkTokens(message.html),
        })),
      };
    },
  );

  app.post(
    '/admin/email-test',
    {
      preHandler: [
        requireAdmin,
        app.limit([
          { name: 'email-test:user', max: 30, windowMs: 10 * 60_000, subject: (request) => request.viewer?.user.id },
        ]),
      ],
      schema: {
        tags: ['admin', 'mail'],
        summary: 'Send one template with sample data to an address',
        body: emailTestRequestSchema,
        response: {
          202: emailTestResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { template, to, locale } = request.body;
      const definition = mailTemplates[template];
      // The sample notification e-mail tells of a match (ignored by the other templates).
      const sample = { to, locale, data: definition.sample, kind: 'added_to_match' } as const;
      const sent = await app.mail.send(definition, sample);
      const { user } = viewerOf(request);
      await adminLogRepository(app.database.db).record({
        action: 'email_test_sent',
        actorUserId: user.id,
        details: { template, to, locale, outboxId: sent.id, timestamp: new Date().toISOString() },
      });
      return reply.code(202).send(sent);
    },
  );
};
