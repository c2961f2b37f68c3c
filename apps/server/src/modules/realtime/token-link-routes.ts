import { type SpectatorLinkResponse, spectatorLinkResponseSchema } from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What its owners do with a public link (decisions 046 and 056). */
export type TokenLinkAction = 'read' | 'rotate' | 'revoke';

/** The owner's routes of one kind of public link: a tournament's spectator link, a venue's TV link. */
export interface TokenLinkSpec {
  /** The link's address, with the owned thing's id in it. */
  path: string;
  tags: string[];
  summaries: Record<TokenLinkAction, string>;
  params: z.ZodObject;
  /** The error answers besides 200 (each kind refuses strangers its own way). */
  errors: Record<number, z.ZodType>;
  /** The rate limit's name: rotations and withdrawals per user and hour. */
  limitName: string;
  /** Runs the action for the signed-in caller on the thing the request's params name. */
  act(action: TokenLinkAction, request: FastifyRequest): Promise<SpectatorLinkResponse>;
}

/**
 * GET (the token, or null), POST (a new token: the old one stops working) and DELETE (withdrawn:
 * null) of a public link, for signed-in callers; the owner's check is `act`'s. Rotations and
 * withdrawals: 60 per user and hour (an owner rotates a leaked link now and then).
 */
export function tokenLinkRoutes(app: ZodApp, spec: TokenLinkSpec): void {
  const limit: LimitRule[] = [{ name: spec.limitName, max: 60, windowMs: HOUR_MS, subject: bySubject.user }];
  for (const [method, action] of [
    ['GET', 'read'],
    ['POST', 'rotate'],
    ['DELETE', 'revoke'],
  ] as const) {
    app.route({
      method,
      url: spec.path,
      preHandler: action === 'read' ? requireUser : [requireUser, app.limit(limit)],
      schema: {
        tags: spec.tags,
        summary: spec.summaries[action],
        params: spec.params,
        response: { 200: spectatorLinkResponseSchema, ...spec.errors },
      },
      handler: async (request) => spec.act(action, request),
    });
  }
}
