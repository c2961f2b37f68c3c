import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/error-shape';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { eventIds, eventStreamWriter, mustAcceptEventStream, startEventStream } from './sse';
import type { TopicStreams } from './topic-streams';

/**
 * A spectator link's limits (decision 046), `name` its counters' prefix ('tournament', 'match'):
 * changes (rotate, revoke) per user and hour, an owner rotating a leaked link now and then; public
 * reads and stream openings per address and minute, counted in the process: a club's TVs and phones
 * share one address and a TV reconnects now and then, while a script guessing tokens is stopped.
 */
export function spectatorLinkLimits(name: string): { change: LimitRule[]; read: LimitRule[] } {
  return {
    change: [{ name: `${name}-spectator-link:user`, max: 60, windowMs: 3_600_000, subject: bySubject.user }],
    read: [{ name: `${name}-public:ip`, max: 120, windowMs: 60_000, subject: bySubject.ip, counted: 'process' }],
  };
}

/** What a public stream (a tournament's spectators, a shared match's) reads and sends. */
export interface PublicStreamSource<Read> {
  /** This instance's streams of that kind of topic (`app.realtime.tournaments`, `.matches`). */
  topics: TopicStreams;
  /** The topic the token opens now, or null for a revoked or unknown token. */
  topicOf(token: string): Promise<string | null>;
  /** The topic's public view with the token that opens it now; null once the topic is gone. */
  read(topic: string): Promise<Read | null>;
  /** Whether `read` is still opened by `token` (not rotated or revoked since). */
  opens(read: Read, token: string): boolean;
  /** Whether `read` is older than the view already sent (reads may settle out of order). */
  olderThan(read: Read, shown: Read): boolean;
  /** The `view` event's data. */
  view(read: Read): unknown;
  notFound(): HttpError;
}

/**
 * One read per change and instance, shared by the streams told of it (decision 046): the topic
 * streams hand the same `delivery` object to every stream of a change.
 */
function sharedReads<Read>(read: (topic: string) => Promise<Read | null>) {
  const reads = new WeakMap<object, Promise<Read | null>>();
  return (delivery: object, topic: string) => {
    let pending = reads.get(delivery);
    if (!pending) {
      pending = read(topic);
      reads.set(delivery, pending);
    }
    return pending;
  };
}

/**
 * The public event stream of a topic a token opens (decision 046): `event: view` with the whole public
 * view first and after each change, never an older one; `event: revoked`, then the end, once the token
 * no longer opens it. Unknown or revoked token: the source's 404; over the caps: 429.
 */
export function publicEventStream<Read>(source: PublicStreamSource<Read>) {
  const readFor = sharedReads(source.read);
  return async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> => {
    mustAcceptEventStream(request);
    const topic = await source.topicOf(token);
    if (topic === null) throw source.notFound();
    const writer = eventStreamWriter(reply);
    const nextId = eventIds();
    // A change heard before the stream has started is shown right after the first view.
    let started = false;
    let heardEarly: Read | null | undefined;
    let shown: Read | null = null;
    const show = (read: Read | null) => {
      if (!started) {
        heardEarly = read;
        return;
      }
      if (read === null || !source.opens(read, token)) {
        writer.write(`id: ${nextId()}\nevent: revoked\ndata: {}\n\n`);
        writer.end();
        return;
      }
      if (shown !== null && source.olderThan(read, shown)) return;
      shown = read;
      writer.write(`id: ${nextId()}\nevent: view\ndata: ${JSON.stringify(source.view(read))}\n\n`);
    };
    // Registered before the first read, so no change between the two goes unheard.
    const remove = source.topics.add(topic, request.ip, {
      changed: (delivery) => {
        readFor(delivery, topic).then(show, (error: unknown) => {
          request.log.warn({ err: error }, 'public stream: reading the view failed');
        });
      },
      end: writer.end,
    });
    if (!remove) throw new HttpError(429, 'too_many_streams', 'Too many open streams for this link or address.');
    const first = await source.read(topic).catch((error: unknown) => {
      remove();
      throw error;
    });
    if (first === null || !source.opens(first, token)) {
      remove();
      throw source.notFound();
    }
    startEventStream(request, reply, writer, remove);
    started = true;
    show(first);
    if (heardEarly !== undefined) show(heardEarly);
  };
}
