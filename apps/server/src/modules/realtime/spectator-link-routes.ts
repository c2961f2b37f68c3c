import { type SpectatorLinkResponse, spectatorLinkResponseSchema } from '@marcador/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireUser } from '../../plugins/auth-guards';
import type { LimitRule } from '../../plugins/rate-limits';

type LinkAction = (request: FastifyRequest, id: string) => Promise<SpectatorLinkResponse>;

/**
 * The three routes of a spectator link at `url` (`/tournaments/:id/spectator-link`, decision 046;
 * `/matches/:id/spectator-link`, decision 055): GET reads the token, POST creates or rotates it,
 * DELETE revokes it (answering `{ token: null }`). Who may is each action's to decide.
 */
export function spectatorLinkRoutes(
  app: FastifyInstance,
  options: {
    url: string;
    tags: string[];
    params: z.ZodType<{ id: string }>;
    errors: Record<number, z.ZodType>;
    /** Rotations and revocations (spectatorLinkLimits' `change`). */
    limit: readonly LimitRule[];
    read: [summary: string, action: LinkAction];
    rotate: [summary: string, action: LinkAction];
    revoke: [summary: string, action: LinkAction];
  },
): void {
  const { url, tags, params, errors } = options;
  for (const [method, [summary, action], changes] of [
    ['GET', options.read, false],
    ['POST', options.rotate, true],
    ['DELETE', options.revoke, true],
  ] as const) {
    app.route({
      method,
      url,
      preHandler: changes ? [requireUser, app.limit(options.limit)] : requireUser,
      schema: { tags, summary, params, response: { 200: spectatorLinkResponseSchema, ...errors } },
      handler: (request) => action(request, (request.params as { id: string }).id),
    });
  }
}
