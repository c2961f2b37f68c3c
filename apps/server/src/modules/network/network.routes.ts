import {
  apiErrorResponses,
  blockedPlayersResponseSchema,
  connectionChangeResponseSchema,
  connectionRequestsResponseSchema,
  networkPageQuerySchema,
  networkResponseSchema,
  playerIdParamsSchema,
  playerRefSchema,
  requestIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { type NetworkViewer, networkService } from './network.service';

/** Per-user limits on what reaches other players (a request notifies them): far above any person, they stop a script. */
const LIMITS = {
  request: [{ name: 'network-request:user', max: 100, windowMs: HOUR_MS, subject: bySubject.user }],
  block: [{ name: 'network-block:user', max: 100, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const changeErrors = apiErrorResponses(400, 401, 403, 404, 409, 429);
const change = { 200: connectionChangeResponseSchema, ...changeErrors };

/**
 * The signed-in player's network (decision 030): contacts, requests received and sent, blocks. Every
 * change answers where the viewer now stands with that player, and both players' open tabs hear of it.
 */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = networkService({ db: app.database.db, notifier: app.notifier });
  const viewer = (request: Parameters<typeof viewerOf>[0]): NetworkViewer => {
    const { user, plan } = viewerOf(request);
    return { id: user.id, plan };
  };

  app.get(
    '/network',
    {
      preHandler: requireUser,
      schema: {
        tags: ['network'],
        summary: "A page of the viewer's contacts by name, with the counts and the plan's limit",
        querystring: networkPageQuerySchema,
        response: { 200: networkResponseSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => {
      const me = viewer(request);
      const [page, summary] = await Promise.all([network.contacts(me, request.query.cursor), network.summary(me)]);
      return { contacts: page.items, summary, nextCursor: page.nextCursor };
    },
  );

  for (const [path, list, summary] of [
    ['/network/requests', network.incoming, 'A page of the connection requests the viewer received, newest first'],
    ['/network/sent', network.sent, 'A page of the connection requests the viewer sent, newest first'],
  ] as const) {
    app.get(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['network'],
          summary,
          querystring: networkPageQuerySchema,
          response: { 200: connectionRequestsResponseSchema, ...apiErrorResponses(400, 401) },
        },
      },
      async (request) => {
        const me = viewer(request);
        const [page, counts] = await Promise.all([list(me, request.query.cursor), network.summary(me)]);
        return { requests: page.items, summary: counts, nextCursor: page.nextCursor };
      },
    );
  }

  app.post(
    '/network/requests',
    {
      preHandler: [requireUser, app.limit(LIMITS.request)],
      schema: {
        tags: ['network'],
        summary: 'Asks a player to connect (again: the same request; to one who asked first: connected)',
        body: playerRefSchema,
        response: change,
      },
    },
    async (request) => network.request(viewer(request), request.body.userId),
  );

  for (const [action, settle, summary] of [
    ['accept', network.accept, 'Accepts a request the viewer received: connected (404 for anyone else’s)'],
    ['decline', network.decline, 'Declines a request the viewer received (404 for anyone else’s)'],
  ] as const) {
    app.post(
      `/network/requests/:id/${action}`,
      {
        preHandler: requireUser,
        schema: { tags: ['network'], summary, params: requestIdParamsSchema, response: change },
      },
      async (request) => settle(viewer(request), request.params.id),
    );
  }

  app.delete(
    '/network/requests/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['network'],
        summary: 'Cancels a request the viewer sent (404 for anyone else’s)',
        params: requestIdParamsSchema,
        response: change,
      },
    },
    async (request) => network.cancel(viewer(request), request.params.id),
  );

  app.delete(
    '/network/contacts/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['network'],
        summary: 'Removes a contact, both ways (not connected: nothing changes; an unknown player: 404)',
        params: playerIdParamsSchema,
        response: change,
      },
    },
    async (request) => network.removeContact(viewer(request), request.params.id),
  );

  app.get(
    '/network/blocks',
    {
      preHandler: requireUser,
      schema: {
        tags: ['network'],
        summary: 'Players the viewer blocked, newest first',
        response: { 200: blockedPlayersResponseSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => ({ players: await network.blocked(viewer(request)) }),
  );

  app.post(
    '/network/blocks',
    {
      preHandler: [requireUser, app.limit(LIMITS.block)],
      schema: {
        tags: ['network'],
        summary: 'Blocks a player: their connection and requests with the viewer go, and no new ones either way',
        body: playerRefSchema,
        response: change,
      },
    },
    async (request) => network.block(viewer(request), request.body.userId),
  );

  app.delete(
    '/network/blocks/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['network'],
        summary: 'Lifts a block (not blocked: nothing changes; an unknown player: 404)',
        params: playerIdParamsSchema,
        response: change,
      },
    },
    async (request) => network.unblock(viewer(request), request.params.id),
  );
};
