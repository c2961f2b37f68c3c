import { describe, expect, it } from 'vitest';
import { createTopicStreams, type TopicStream } from './topic-streams';

/** A stream that records the deliveries it is told of. */
function recording() {
  const deliveries: object[] = [];
  const stream: TopicStream = { changed: (delivery) => deliveries.push(delivery), end: () => {} };
  return { stream, deliveries };
}

describe('createTopicStreams', () => {
  it('refuses a stream past the cap of its topic or of its client, and counts a removed one out', () => {
    const streams = createTopicStreams({ perTopic: 2, perClient: 2 });
    const removeFirst = streams.add('t1', 'ip-a', recording().stream);
    expect(removeFirst).not.toBeNull();
    expect(streams.add('t1', 'ip-b', recording().stream)).not.toBeNull();
    expect(streams.add('t1', 'ip-c', recording().stream), 'a third on the topic').toBeNull();
    expect(streams.add('t2', 'ip-a', recording().stream)).not.toBeNull();
    expect(streams.add('t3', 'ip-a', recording().stream), 'a third from the address').toBeNull();
    removeFirst?.();
    removeFirst?.();
    expect(streams.size()).toBe(2);
    expect(streams.add('t1', 'ip-a', recording().stream)).not.toBeNull();
  });

  it('tells every stream of a topic of one change with the same delivery, and no other topic', () => {
    const streams = createTopicStreams({ perTopic: 10, perClient: 10 });
    const [a, b, other] = [recording(), recording(), recording()];
    streams.add('t1', 'ip-a', a.stream);
    streams.add('t1', 'ip-b', b.stream);
    streams.add('t2', 'ip-a', other.stream);
    streams.deliver('t1');
    expect(a.deliveries).toHaveLength(1);
    expect(b.deliveries[0]).toBe(a.deliveries[0]);
    expect(other.deliveries).toEqual([]);
    streams.changedAll();
    expect([a.deliveries.length, b.deliveries.length, other.deliveries.length]).toEqual([2, 2, 1]);
  });
});
