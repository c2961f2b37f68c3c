import {
  apiErrorResponses,
  appendEntriesRequestSchema,
  appendEntriesResponseSchema,
  finishMatchRequestSchema,
  listMatchesQuerySchema,
  listMatchesResponseSchema,
  matchDetailResponseSchema,
  matchIdParamsSchema,
  matchResponseSchema,
  putMatchRequestSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { requestLocale } from '../../plugins/locale';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { historyPages } from './history-page';
import { toMatchProgress, toMatchSummary } from './match-summary';
import { matchesService } from './matches.service';

const MINUTE_MS = 60_000;

/**
 * Per-user write limits. A live match posts after every point and a device coming back online
 * flushes its queue, so the limits sit far above play (a point every few seconds) and only bound a
 * runaway client or a script. They are counted in each server process (decision 005): a database
 * counter would be a second write on every point.
 */
const perUser = (name: string, max: number): LimitRule[] => [
  {
    name: `matches-${name}:user`,
    max,
    windowMs: MINUTE_MS,
    subject: bySubject.user,
    counted: 'process',
  },
];
const LIMITS = {
  entries: perUser('entries', 600),
  put: perUser('put', 120),
  finish: perUser('finish', 60),
};

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/** Live matches: create and configure, append log entries, finish, read one, list the history. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = matchesService({
    db: app.database.db,
    reads: app.database.reads,
    mail: app.mail,
    notifier: app.notifier,
    statisticsRefresh: app.statisticsRefresh,
    log: app.log,
  });
  const pages = historyPages();

  app.put(
    '/matches/:id',
    {
      preHandler: [requireUser, app.limit(LIMITS.put)],
      schema: {
        tags: ['matches'],
        summary: 'Create a match with its client id (201) or update its configuration (200)',
        params: matchIdParamsSchema,
        body: putMatchRequestSchema,
        response: { 200: matchResponseSchema, 201: matchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = viewerOf(request);
      const { created, match } = await service.put(user.id, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ match: toMatchSummary(match) });
    },
  );

  app.post(
    '/matches/:id/entries',
    {
      preHandler: [requireUser, app.limit(LIMITS.entries)],
      schema: {
        tags: ['matches'],
        summary: 'Append log entries (idempotent by entry id); the server recomputes the score',
        params: matchIdParamsSchema,
        body: appendEntriesRequestSchema,
        response: { 200: appendEntriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const { stored, duplicates, match } = await service.append(user.id, request.params.id, request.body.entries);
      return { stored, duplicates, match: toMatchProgress(match) };
    },
  );

  app.post(
    '/matches/:id/finish',
    {
      preHandler: [requireUser, app.limit(LIMITS.finish)],
      schema: {
        tags: ['matches'],
        summary: 'Finish: match over, ended by hand (weighted rule) or abandoned; idempotent',
        params: matchIdParamsSchema,
        body: finishMatchRequestSchema,
        response: { 200: matchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const creator = { id: user.id, email: user.email, name: user.name };
      const match = await service.finish(user.id, request.params.id, request.body, {
        creator,
        locale: requestLocale(request),
      });
      return { match: toMatchSummary(match) };
    },
  );

  app.get(
    '/matches/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['matches'],
        summary: 'One of your matches with its log entries (free plan: not past the latest 10 completed ones)',
        params: matchIdParamsSchema,
        response: { 200: matchDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, plan } = viewerOf(request);
      const { match, entries } = await service.detail(user.id, plan, request.params.id);
      return { match: toMatchSummary(match), entries };
    },
  );

  app.get(
    '/matches',
    {
      preHandler: requireUser,
      schema: {
        tags: ['matches'],
        summary: 'Your matches, newest first (free plan: the latest 10 completed ones)',
        querystring: listMatchesQuerySchema,
        response: { 200: listMatchesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, plan } = viewerOf(request);
      // Written already, from summaries kept by revision (history-page.ts): Fastify sends the bytes as
      // they are, which the schema's types cannot say (the tests check them against the schema).
      const page = await pages.write(await service.history(user.id, plan, request.query));
      return reply.type('application/json; charset=utf-8').send(page as never);
    },
  );
};
