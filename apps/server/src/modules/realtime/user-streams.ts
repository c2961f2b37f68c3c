import type { UserEvent } from './user-events';

/** One open event stream of a user (a tab). */
export interface UserStream {
  send(event: UserEvent): void;
  /** Events may have been missed (the instance lost its LISTEN connection): the tab reads again. */
  resync(): void;
  /** Ends the stream (the server is closing). */
  end(): void;
}

/**
 * The event streams open on this instance, by user, at most `maxPerUser` each (a user's tabs and
 * devices; a runaway client cannot hold the instance's connections).
 */
export function createUserStreams(maxPerUser: number) {
  const byUser = new Map<string, Set<UserStream>>();
  let open = 0;
  return {
    /** Registers a stream; returns its removal, or null when the user already has `maxPerUser`. */
    add(userId: string, stream: UserStream): (() => void) | null {
      let streams = byUser.get(userId);
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      if (streams.size >= maxPerUser) return null;
      streams.add(stream);
      open++;
      const mine = streams;
      return () => {
        if (!mine.delete(stream)) return;
        open--;
        if (mine.size === 0 && byUser.get(userId) === mine) byUser.delete(userId);
      };
    },
    deliver(event: UserEvent): void {
      for (const stream of byUser.get(event.userId) ?? []) stream.send(event);
    },
    resyncAll(): void {
      for (const streams of byUser.values()) for (const stream of streams) stream.resync();
    },
    endAll(): void {
      for (const streams of byUser.values()) for (const stream of [...streams]) stream.end();
    },
    /** Streams open now (the bench reports memory per stream). */
    size: (): number => open,
  };
}

export type UserStreams = ReturnType<typeof createUserStreams>;
