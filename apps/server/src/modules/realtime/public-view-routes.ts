import { apiErrorResponses } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../plugins/error-shape';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { eventIds, eventStreamWriter, mustAcceptEventStream, startEventStream } from './sse';
import type { TopicStreams } from './topic-streams';

/** A public view as read now, with the token that opens its topic now (null: revoked). */
export interface TokenRead<View> {
  token: string | null;
  view: View;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What one public, token-opened view (a tournament's spectator view, a club's TV) is made of. */
export interface PublicViewSpec<View> {
  /** The view's address, `:token` in it; its stream is the same address with `/events` after it. */
  path: string;
  tags: string[];
  summary: string;
  streamSummary: string;
  params: z.ZodObject<{ token: z.ZodString }>;
  view: z.ZodType<View>;
  /** The rate limit's name: reads and stream openings per address and minute (decision 046). */
  limitName: string;
  /** This instance's streams of the topic, fed by the realtime channel. */
  topics: TopicStreams;
  /** The topic (tournament, venue) a token opens, or null. */
  idByToken(token: string): Promise<string | null>;
  /** The topic's view and current token; null once the topic is gone. */
  readById(id: string): Promise<TokenRead<View> | null>;
  notFound(): HttpError;
  /**
   * The view's place in time, which never goes back (reads may settle out of order). Default: its
   * `updatedAt`, a number (a tournament's, a club TV's); a live match's also counts its scorer's
   * heartbeats (decision 055).
   */
  versionOf?(view: View): number;
}

const updatedAtOf = (view: unknown) => (view as { updatedAt: number }).updatedAt;

/**
 * Public reads and stream openings per address and minute, counted in the process: a club's TVs
 * and phones share one address, and a TV reconnects now and then; a script guessing tokens is
 * stopped. A page that carries the view (the live match's) counts under the same name.
 */
export function publicViewLimit(name: string): LimitRule[] {
  return [{ name, max: 120, windowMs: 60_000, subject: bySubject.ip, counted: 'process' }];
}

/** The view `token` opens now; null for a revoked or unknown token. */
export async function viewOpenedBy<View>(
  source: Pick<PublicViewSpec<View>, 'idByToken' | 'readById'>,
  token: string,
): Promise<View | null> {
  const id = await source.idByToken(token);
  const read = id === null ? null : await source.readById(id);
  return read === null || read.token !== token ? null : read.view;
}

/** `event: view` with the public view, or `event: revoked` when the link no longer opens it. */
const viewFrame = (id: number, view: unknown) => `id: ${id}\nevent: view\ndata: ${JSON.stringify(view)}\n\n`;
const revokedFrame = (id: number) => `id: ${id}\nevent: revoked\ndata: {}\n\n`;

/**
 * A public view behind an unguessable token and its event stream (decision 046, shared by the
 * tournament's spectator link and the club TV, decision 056): GET `path` answers the view (404 for
 * a revoked or unknown token), GET `path/events` sends `event: view` with the whole view first and
 * after each change of the topic, one read per change and instance shared by all its streams (the
 * `delivery` object), and `event: revoked` once the token no longer opens it.
 */
export function publicViewRoutes<View>(app: ZodApp, spec: PublicViewSpec<View>): void {
  const { topics, idByToken, readById, notFound, versionOf = updatedAtOf } = spec;
  const limit = publicViewLimit(spec.limitName);

  /** The view a token opens now: 404 for a revoked or unknown token. */
  const openedBy = async (token: string): Promise<View> => {
    const view = await viewOpenedBy(spec, token);
    if (view === null) throw notFound();
    return view;
  };

  app.get(
    spec.path,
    {
      preHandler: app.limit(limit),
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        params: spec.params,
        // Widened: the type provider cannot resolve a generic answer's type (the schema still checks it).
        response: { 200: spec.view as z.ZodType<unknown>, ...apiErrorResponses(400, 404, 429) },
      },
    },
    async (request) => openedBy(request.params.token),
  );

  /** One read per change and instance, shared by the streams of the topic told of it. */
  const reads = new WeakMap<object, Promise<TokenRead<View> | null>>();
  const readFor = (delivery: object, id: string) => {
    let read = reads.get(delivery);
    if (!read) {
      read = readById(id);
      reads.set(delivery, read);
    }
    return read;
  };

  app.get(
    `${spec.path}/events`,
    {
      preHandler: app.limit(limit),
      schema: {
        tags: spec.tags,
        summary: spec.streamSummary,
        params: spec.params,
        response: apiErrorResponses(400, 404, 406, 429),
      },
    },
    async (request, reply) => {
      mustAcceptEventStream(request);
      const { token } = request.params;
      const id = await idByToken(token);
      if (id === null) throw notFound();
      const writer = eventStreamWriter(reply);
      const nextId = eventIds();
      // Reads may settle out of order: the stream never goes back to an older view. A change heard
      // before the stream has started is shown right after the first view.
      let started = false;
      let heardEarly: TokenRead<View> | null | undefined;
      let shown = 0;
      const show = (read: TokenRead<View> | null) => {
        if (!started) {
          heardEarly = read;
          return;
        }
        if (read === null || read.token !== token) {
          writer.write(revokedFrame(nextId()));
          writer.end();
          return;
        }
        const version = versionOf(read.view);
        if (version < shown) return;
        shown = version;
        writer.write(viewFrame(nextId(), read.view));
      };
      // Registered before the first read, so no change between the two goes unheard.
      const remove = topics.add(id, request.ip, {
        changed: (delivery) => {
          readFor(delivery, id).then(show, (error: unknown) => {
            request.log.warn({ err: error, path: spec.path }, 'public stream: reading the view failed');
          });
        },
        end: writer.end,
      });
      if (!remove) throw new HttpError(429, 'too_many_streams', 'Too many open streams for this link or address.');
      const first = await readById(id).catch((error: unknown) => {
        remove();
        throw error;
      });
      if (first === null || first.token !== token) {
        remove();
        throw notFound();
      }
      startEventStream(request, reply, writer, remove);
      started = true;
      show(first);
      if (heardEarly !== undefined) show(heardEarly);
    },
  );
}
