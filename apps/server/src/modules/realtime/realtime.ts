import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { decodeLiveChange, LIVE_EVENTS_CHANNEL } from './live-events';
import { createTopicStreams, type TopicStreams } from './topic-streams';
import { decodeTournamentChange, TOURNAMENT_EVENTS_CHANNEL } from './tournament-events';
import { decodeUserEvent, USER_EVENTS_CHANNEL } from './user-events';
import { createUserStreams, type UserStreams } from './user-streams';

/** Open event streams one user may hold on one instance: tabs and devices, with room to spare. */
export const MAX_STREAMS_PER_USER = 10;
/**
 * Public tournament streams per instance (decision 046): a club's TVs and spectators' phones share
 * one address behind the club's router, so the per-address cap leaves room for a full club; the
 * per-tournament cap is far above the 200 open pages the issue asks for.
 */
export const PUBLIC_STREAM_LIMITS = { perTopic: 2000, perClient: 50 };

/** The server-wide realtime service (decision 029): this instance's streams, fed by every instance. */
export interface Realtime {
  streams: UserStreams;
  /** This instance's public spectator streams, by tournament id. */
  tournaments: TopicStreams;
  /** This instance's spectator streams of shared live matches, by match id. */
  matches: TopicStreams;
  /** This instance's club TV streams, by venue id. */
  venues: TopicStreams;
  /** Listens for every instance's events (LISTEN on the database). */
  start(): Promise<void>;
  /** Ends this instance's streams and stops listening. */
  stop(): Promise<void>;
}

export function createRealtime(database: Database, log: FastifyBaseLogger): Realtime {
  const streams = createUserStreams(MAX_STREAMS_PER_USER);
  const tournaments = createTopicStreams(PUBLIC_STREAM_LIMITS);
  const matches = createTopicStreams(PUBLIC_STREAM_LIMITS);
  const venues = createTopicStreams(PUBLIC_STREAM_LIMITS);
  let unlisten: (() => Promise<void>) | null = null;
  let unlistenTournaments: (() => Promise<void>) | null = null;
  let unlistenLive: (() => Promise<void>) | null = null;
  return {
    streams,
    tournaments,
    matches,
    venues,
    async start() {
      unlistenLive = await database.listen(
        LIVE_EVENTS_CHANNEL,
        (payload) => {
          const change = decodeLiveChange(payload);
          if (change) (change.kind === 'match' ? matches : venues).deliver(change.id);
          else log.warn({ payload }, 'realtime: a live change this version does not know');
        },
        () => {
          matches.changedAll();
          venues.changedAll();
        },
      );
      unlistenTournaments = await database.listen(
        TOURNAMENT_EVENTS_CHANNEL,
        (payload) => {
          const id = decodeTournamentChange(payload);
          if (id) tournaments.deliver(id);
          else log.warn({ payload }, 'realtime: a tournament change this version does not know');
        },
        () => tournaments.changedAll(),
      );
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
      tournaments.endAll();
      matches.endAll();
      venues.endAll();
      const stopListening = [unlisten, unlistenTournaments, unlistenLive];
      unlisten = null;
      unlistenTournaments = null;
      unlistenLive = null;
      for (const stop of stopListening) {
        // A database already closed (or gone) has no listener left to remove.
        await stop?.().catch((error: unknown) => log.debug({ err: error }, 'realtime: unlisten failed'));
      }
    },
  };
}
