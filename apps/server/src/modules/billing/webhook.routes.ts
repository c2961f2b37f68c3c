import { apiErrorResponses, webhookResponseSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/error-shape';
import { jsonStructureError } from '../../plugins/json-structure';

/** The events that may change a subscription; each is applied by reading the subscription itself. */
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * POST /billing/webhook, in a plugin of its own so its body parser (the raw bytes, which Stripe's
 * signature covers) applies to this route only.
 */
export const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  const { provider, repository } = app.billing;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    // The same depth and size scan as every JSON body, without parsing: the bytes stay as sent.
    const excess = jsonStructureError(raw.toString('utf8'));
    if (excess) return done(excess, undefined);
    return done(null, raw);
  });

  app.post(
    '/billing/webhook',
    {
      // Stripe posts from its servers: no Origin, no cookie, no session. Its authority is the
      // Stripe-Signature header, an HMAC of this very body with STRIPE_WEBHOOK_SECRET, which no
      // other site can forge; the CSRF origin check has nothing to protect here.
      config: { originCheck: false },
      schema: {
        tags: ['billing'],
        summary: "Stripe's signed events (Stripe only; 404 under the demo provider), applied once per event id",
        response: { 200: webhookResponseSchema, ...apiErrorResponses(400, 404, 413, 502) },
      },
    },
    async (request) => {
      if (provider.kind !== 'stripe') throw new HttpError(404, 'not_found', 'Payments are not on Stripe here.');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = provider.verify(body, typeof signature === 'string' ? signature : undefined);
      if (!event) throw new HttpError(400, 'invalid_signature', 'The Stripe signature is missing or does not match.');
      if (!HANDLED_EVENTS.has(event.type)) return { received: true as const };
      if (await repository.eventApplied(event.id)) return { received: true as const };
      // Applied, then recorded: applying writes the subscription's own current state (read from
      // Stripe), so doing it twice, for two deliveries at once or after a crash before the record,
      // gives the same row and at most one e-mail (premium_notified); a crash never loses an event.
      await provider.handle(event);
      await repository.recordEvent(event.id, event.type);
      return { received: true as const };
    },
  );
};
