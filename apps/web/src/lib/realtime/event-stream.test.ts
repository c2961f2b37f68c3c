import { describe, expect, it, vi } from 'vitest';
import { createEventStream, reconnectDelay } from './event-stream';

/** A stand-in EventSource the test drives: opens, errors, events with ids. */
class FakeSource {
  static made: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: string, lastEventId: string) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data, lastEventId } as MessageEvent<string>);
  }
}

function rig(online = true) {
  FakeSource.made = [];
  const timers: { run: () => void; ms: number }[] = [];
  const windowEvents = new EventTarget();
  const state = { online };
  const stream = createEventStream({
    url: '/api/events',
    createSource: (url) => new FakeSource(url) as unknown as EventSource,
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimer: () => {},
    online: () => state.online,
    target: windowEvents as unknown as Window,
  });
  const last = () => FakeSource.made.at(-1) as FakeSource;
  return { stream, timers, windowEvents, state, last };
}

describe('the tab’s event stream', () => {
  it('opens one connection for every subscriber, delivers named events as data, closes after the last', () => {
    const { stream, last } = rig();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = stream.subscribe('notifications', first);
    const stopSecond = stream.subscribe('notifications', second);
    expect(FakeSource.made).toHaveLength(1);
    last().send('notifications', '{"created":["n1"],"changed":[]}', '100');
    expect(first).toHaveBeenCalledWith({ created: ['n1'], changed: [] });
    expect(second).toHaveBeenCalledTimes(1);
    // A broken frame is ignored, not thrown.
    last().send('notifications', '{broken', '101');
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    expect(last().closed).toBe(false);
    stopSecond();
    expect(last().closed).toBe(true);
  });

  it('reconnects after a drop with a growing pause, resuming from the last event seen', () => {
    const { stream, timers, last } = rig();
    const opened = vi.fn();
    const dropped = vi.fn();
    stream.subscribe('open', opened);
    stream.subscribe('dropped', dropped);
    stream.subscribe('notifications', () => {});
    last().onopen?.();
    expect(opened).toHaveBeenCalledTimes(1);
    last().send('notifications', '{}', '1795678000123');
    last().onerror?.();
    expect(last().closed).toBe(true);
    // Its subscribers hear each drop, to find out by a read of their own whether it was a refusal.
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]?.run();
    expect(last().url).toBe('/api/events?since=1795678000123');
    last().onerror?.();
    timers[1]?.run();
    last().onerror?.();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000, 4000]);
    // Connected again: the pause starts over, and subscribers hear it to read again.
    timers[2]?.run();
    last().onopen?.();
    expect(opened).toHaveBeenCalledTimes(2);
    last().onerror?.();
    expect(timers.at(-1)?.ms).toBe(1000);
  });

  it('resumes its first connection from where it was told to start', () => {
    FakeSource.made = [];
    const stream = createEventStream({
      url: '/api/events',
      since: '1795678000000',
      createSource: (url) => new FakeSource(url) as unknown as EventSource,
      online: () => true,
      target: new EventTarget() as unknown as Window,
    });
    stream.subscribe('notifications', () => {});
    expect(FakeSource.made[0]?.url).toBe('/api/events?since=1795678000000');
  });

  it('stays closed offline and connects again when the device is back online', () => {
    const { stream, windowEvents, state, last } = rig(false);
    stream.subscribe('notifications', () => {});
    expect(FakeSource.made).toHaveLength(0);
    state.online = true;
    windowEvents.dispatchEvent(new Event('online'));
    expect(FakeSource.made).toHaveLength(1);
    state.online = false;
    windowEvents.dispatchEvent(new Event('offline'));
    expect(last().closed).toBe(true);
  });

  it('pauses at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
