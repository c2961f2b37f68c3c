import { apiErrorSchema, contactRequestSchema, contactResponseSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../plugins/locale';
import { contactRepository } from './contact.repository';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = contactRepository(app.database.db);
  app.post(
    '/contact',
    {
      // Public and unauthenticated: a tight per-IP limit keeps the table from being flooded.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await contacts.create({ ...request.body, locale: requestLocale(request) });
      return reply.code(201).send(saved);
    },
  );
};
