/** One open public stream (a TV or spectator page) of a topic. */
export interface TopicStream {
  /**
   * The topic changed. `delivery` is the same object for every stream told of one change, so the
   * streams of a topic can share one read of it.
   */
  changed(delivery: object): void;
  /** Ends the stream (the server is closing). */
  end(): void;
}

export interface TopicStreamLimits {
  /** Streams of one topic on this instance. */
  perTopic: number;
  /** Streams of one client (an IP address) on this instance, whatever their topic. */
  perClient: number;
}

/**
 * Public event streams open on this instance, by topic (a tournament), capped per topic and per
 * client so nobody holds the instance's connections.
 */
export function createTopicStreams(limits: TopicStreamLimits) {
  const byTopic = new Map<string, Set<TopicStream>>();
  const perClient = new Map<string, number>();
  const deliver = (topic: string): void => {
    const delivery = {};
    for (const stream of byTopic.get(topic) ?? []) stream.changed(delivery);
  };
  return {
    /** Registers a stream; returns its removal, or null when the topic or the client is at its cap. */
    add(topic: string, client: string, stream: TopicStream): (() => void) | null {
      const streams = byTopic.get(topic) ?? new Set<TopicStream>();
      const clientCount = perClient.get(client) ?? 0;
      if (streams.size >= limits.perTopic || clientCount >= limits.perClient) return null;
      streams.add(stream);
      byTopic.set(topic, streams);
      perClient.set(client, clientCount + 1);
      return () => {
        if (!streams.delete(stream)) return;
        if (streams.size === 0 && byTopic.get(topic) === streams) byTopic.delete(topic);
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      };
    },
    deliver,
    /** Events may have been missed (the LISTEN connection was lost): every stream reads again. */
    changedAll(): void {
      for (const topic of [...byTopic.keys()]) deliver(topic);
    },
    endAll(): void {
      for (const streams of byTopic.values()) for (const stream of [...streams]) stream.end();
    },
    size: (): number => [...byTopic.values()].reduce((sum, streams) => sum + streams.size, 0),
  };
}

export type TopicStreams = ReturnType<typeof createTopicStreams>;
