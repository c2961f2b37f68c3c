import {
  activeTournamentResponseSchema,
  addTournamentPlayerRequestSchema,
  apiErrorResponses,
  createTournamentRequestSchema,
  listTournamentsQuerySchema,
  listTournamentsResponseSchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentMatchParamsSchema,
  tournamentPlayerParamsSchema,
  tournamentPreviewSchema,
  tournamentResultRequestSchema,
} from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { type TournamentViewer, tournamentsService } from './tournaments.service';

/** Creations and previews per user and hour: far above any club's day, it stops a script. */
const SET_UP_LIMIT: LimitRule[] = [
  { name: 'tournaments-set-up:user', max: 60, windowMs: HOUR_MS, subject: bySubject.user },
];
/**
 * Changes per user and minute, counted in the process like match points (decision 005): a phone
 * back online flushes every result it kept, and a database counter would be a second write each.
 */
const CHANGE_LIMIT: LimitRule[] = [
  { name: 'tournaments-change:user', max: 300, windowMs: 60_000, subject: bySubject.user, counted: 'process' },
];

/** Who calls a tournament route (after requireUser). */
export const tournamentViewer = (request: FastifyRequest): TournamentViewer => {
  const { user, roles } = viewerOf(request);
  return { id: user.id, admin: roles.includes('admin') };
};

const tags = ['tournaments'];
/** What every change of one tournament may answer. */
const changeErrors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/**
 * Tournaments (decision 044), registered only with TOURNAMENTS_ENABLED: with the flag off
 * every address below is an unknown API path, a 404 in our error shape.
 */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.TOURNAMENTS_ENABLED) return;
  const tournaments = tournamentsService(app.database.db, app.notifier);

  app.post(
    '/tournaments',
    {
      preHandler: [requireUser, app.limit(SET_UP_LIMIT)],
      schema: {
        tags,
        summary: 'Creates a tournament with its first rounds (americano: all of them); the viewer organises it',
        body: createTournamentRequestSchema,
        response: { 201: tournamentDetailSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await tournaments.create(tournamentViewer(request), request.body)),
  );

  app.post(
    '/tournaments/preview',
    {
      preHandler: [requireUser, app.limit(SET_UP_LIMIT)],
      schema: {
        tags,
        summary: 'The schedule a set-up would create, with its fairness figures; saves nothing',
        body: createTournamentRequestSchema,
        response: { 200: tournamentPreviewSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => tournaments.preview(tournamentViewer(request), request.body),
  );

  app.get(
    '/tournaments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The viewer's tournaments as organiser, newest first, paged",
        querystring: listTournamentsQuerySchema,
        response: { 200: listTournamentsResponseSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => tournaments.list(tournamentViewer(request), request.query),
  );

  app.get(
    '/tournaments/active',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The viewer's newest active or paused tournament as organiser, or null",
        response: { 200: activeTournamentResponseSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => ({ tournament: await tournaments.active(tournamentViewer(request)) }),
  );

  app.get(
    '/tournaments/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A tournament with its players, rounds and standings (organiser, admins and its players)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => tournaments.read(tournamentViewer(request), request.params.id),
  );

  for (const [action, summary] of [
    ['pause', 'Pauses an active tournament'],
    ['resume', 'Resumes a paused tournament'],
    ['finish', 'Finishes it: open matches completed with their score or 0-0, then the tournament'],
  ] as const) {
    app.post(
      `/tournaments/:id/${action}`,
      {
        preHandler: [requireUser, app.limit(CHANGE_LIMIT)],
        schema: {
          tags,
          summary,
          params: tournamentIdParamsSchema,
          response: { 200: tournamentDetailSchema, ...changeErrors },
        },
      },
      async (request) => tournaments[action](tournamentViewer(request), request.params.id),
    );
  }

  app.post(
    '/tournaments/:id/matches/:matchId/start',
    {
      preHandler: [requireUser, app.limit(CHANGE_LIMIT)],
      schema: {
        tags,
        summary: 'Marks a match as being played',
        params: tournamentMatchParamsSchema,
        response: { 200: tournamentDetailSchema, ...changeErrors },
      },
    },
    async (request) => tournaments.start(tournamentViewer(request), request.params.id, request.params.matchId),
  );

  app.put(
    '/tournaments/:id/matches/:matchId/result',
    {
      preHandler: [requireUser, app.limit(CHANGE_LIMIT)],
      schema: {
        tags,
        summary:
          'Enters or corrects a result, idempotent by resultId; mexicano draws its next round when one completes',
        params: tournamentMatchParamsSchema,
        body: tournamentResultRequestSchema,
        response: { 200: tournamentDetailSchema, ...changeErrors },
      },
    },
    async (request) =>
      tournaments.result(tournamentViewer(request), request.params.id, request.params.matchId, request.body),
  );

  app.post(
    '/tournaments/:id/players',
    {
      preHandler: [requireUser, app.limit(CHANGE_LIMIT)],
      schema: {
        tags,
        summary: 'Adds a late player, drawn from the next round on',
        params: tournamentIdParamsSchema,
        body: addTournamentPlayerRequestSchema,
        response: { 200: tournamentDetailSchema, ...changeErrors },
      },
    },
    async (request) => tournaments.addPlayer(tournamentViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/tournaments/:id/players/:playerId',
    {
      preHandler: [requireUser, app.limit(CHANGE_LIMIT)],
      schema: {
        tags,
        summary: 'Withdraws a player from the next round on',
        params: tournamentPlayerParamsSchema,
        response: { 200: tournamentDetailSchema, ...changeErrors },
      },
    },
    async (request) => tournaments.withdraw(tournamentViewer(request), request.params.id, request.params.playerId),
  );
};
