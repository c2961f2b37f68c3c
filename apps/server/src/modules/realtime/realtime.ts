import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { decodeUserEvent, USER_EVENTS_CHANNEL } from './user-events';
import { createUserStreams, type UserStreams } from './user-streams';

/** Open event streams one user may hold on one instance: tabs and devices, with room to spare. */
export const MAX_STREAMS_PER_USER = 10;

/** The server-wide realtime service (decision 029): this instance's streams, fed by every instance. */
export interface Realtime {
  streams: UserStreams;
  /** Listens for every instance's events (LISTEN on the database). */
  start(): Promise<void>;
  /** Ends this instance's streams and stops listening. */
  stop(): Promise<void>;
}

export function createRealtime(database: Database, log: FastifyBaseLogger): Realtime {
  const streams = createUserStreams(MAX_STREAMS_PER_USER);
  let unlisten: (() => Promise<void>) | null = null;
  return {
    streams,
    async start() {
      unlisten = await database.listen(
        USER_EVENTS_CHANNEL,
        (payload) => {
          const event = decodeUserEvent(payload);
          if (event) streams.deliver(event);
          else log.warn({ payload }, 'realtime: an event this version does not know');
        },
        () => {
          log.warn('realtime: the LISTEN connection was lost and is back; open tabs read again');
          streams.resyncAll();
        },
      );
    },
    async stop() {
      streams.endAll();
      const stopListening = unlisten;
      unlisten = null;
      // A database already closed (or gone) has no listener left to remove.
      await stopListening?.().catch((error: unknown) => log.debug({ err: error }, 'realtime: unlisten failed'));
    },
  };
}
