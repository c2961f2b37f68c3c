import {
  apiErrorResponses,
  savedContactChangeSchema,
  savedContactDeletedSchema,
  savedContactIdParamsSchema,
  savedContactInputSchema,
  savedContactResponseSchema,
  savedContactsResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { type ContactsOwner, contactsService } from './contacts.service';

/** Saves per user and hour: far above anyone typing contacts in by hand, it stops a script filling the table. */
const SAVE_LIMIT: LimitRule[] = [
  { name: 'contacts-save:user', max: 100, windowMs: 3_600_000, subject: bySubject.user },
];

/**
 * The signed-in player's saved contacts (decision 031): people kept by hand with a name and an
 * e-mail, to invite to matches. Only the owner reaches them; another user's id is a 404.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = contactsService(app.database.db);
  const ownerOf = (request: Parameters<typeof viewerOf>[0]): ContactsOwner => {
    const { user, plan } = viewerOf(request);
    return { id: user.id, email: user.email, plan };
  };

  app.get(
    '/contacts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['contacts'],
        summary: "The viewer's saved contacts by name, with the count and the plan's limit",
        response: { 200: savedContactsResponseSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => contacts.list(ownerOf(request)),
  );

  app.post(
    '/contacts',
    {
      preHandler: [requireUser, app.limit(SAVE_LIMIT)],
      schema: {
        tags: ['contacts'],
        summary: 'Saves a contact (201); an address already saved answers that contact unchanged (200)',
        body: savedContactInputSchema,
        response: {
          200: savedContactResponseSchema,
          201: savedContactResponseSchema,
          ...apiErrorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, ...saved } = await contacts.add(ownerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  app.patch(
    '/contacts/:id',
    {
      preHandler: [requireUser, app.limit(SAVE_LIMIT)],
      schema: {
        tags: ['contacts'],
        summary: "Renames a saved contact or changes its address (404 for anyone else's)",
        params: savedContactIdParamsSchema,
        body: savedContactChangeSchema,
        response: { 200: savedContactResponseSchema, ...apiErrorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const { created: _created, ...saved } = await contacts.change(ownerOf(request), request.params.id, request.body);
      return saved;
    },
  );

  app.delete(
    '/contacts/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['contacts'],
        summary: "Deletes a saved contact (404 for anyone else's)",
        params: savedContactIdParamsSchema,
        response: { 200: savedContactDeletedSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => contacts.remove(ownerOf(request), request.params.id),
  );
};
