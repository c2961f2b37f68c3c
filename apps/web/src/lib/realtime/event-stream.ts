/**
 * The tab's one connection to GET /api/events (decision 029), shared by whatever listens: opened by
 * the first subscriber, closed after the last. It reconnects after a drop with a growing pause (1 s,
 * 2 s, 4 s ... 30 s) instead of the browser's fixed one, stays closed while the device is offline,
 * and resumes from the last event it saw (`?since=`; at first, from when the tab started listening), so
 * the server replays what is still stored.
 * Subscribers of `open` hear each (re)connection: the moment to read again what may have changed;
 * subscribers of `dropped` hear each failed or lost connection (a stream refused with 404 looks the
 * same as a network error here, so only a read of its own tells them apart).
 */
type Handler = (data: unknown) => void;

export interface EventStreamOptions {
  url: string;
  /**
   * Where the first connection resumes from: the time the tab started listening, so what was written
   * between the page reading its data and the stream opening is still delivered.
   */
  since?: string;
  /** Replaceable in tests. */
  createSource?: (url: string) => EventSource;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  online?: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Pause before reconnection number `attempt` (0-based). */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

export function createEventStream(options: EventStreamOptions) {
  const createSource = options.createSource ?? ((url) => new EventSource(url, { withCredentials: true }));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const online = options.online ?? (() => navigator.onLine);
  const target = options.target ?? window;
  const handlers = new Map<string, Set<Handler>>();
  let source: EventSource | null = null;
  let lastId = options.since ?? '';
  let attempt = 0;
  let timer: unknown = null;
  let subscribers = 0;

  const emit = (name: string, data: unknown) => {
    for (const handler of handlers.get(name) ?? []) handler(data);
  };
  const listenTo = (current: EventSource, name: string) => {
    if (name === 'open' || name === 'dropped') return;
    current.addEventListener(name, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastId = message.lastEventId;
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      emit(name, data);
    });
  };
  const close = () => {
    source?.close();
    source = null;
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const connect = () => {
    if (source || timer !== null || subscribers === 0 || !online()) return;
    const current = createSource(lastId ? `${options.url}?since=${encodeURIComponent(lastId)}` : options.url);
    source = current;
    for (const name of handlers.keys()) listenTo(current, name);
    current.onopen = () => {
      attempt = 0;
      emit('open', null);
    };
    current.onerror = () => {
      // Ours to retry, with a growing pause: the browser's own retry would hit a server that is
      // down, or one that refuses (401, 429), every few seconds for as long as the tab is open.
      current.close();
      if (source !== current) return;
      source = null;
      emit('dropped', null);
      timer = setTimer(() => {
        timer = null;
        connect();
      }, reconnectDelay(attempt++));
    };
  };
  const onOnline = () => {
    attempt = 0;
    if (timer !== null) clearTimer(timer);
    timer = null;
    connect();
  };
  const onOffline = () => close();

  return {
    /** Calls `handler` with each event named `name` (its JSON data); returns the unsubscribe. */
    subscribe(name: string, handler: Handler): () => void {
      let named = handlers.get(name);
      if (!named) {
        named = new Set();
        handlers.set(name, named);
        if (source) listenTo(source, name);
      }
      named.add(handler);
      subscribers++;
      if (subscribers === 1) {
        target.addEventListener('online', onOnline);
        target.addEventListener('offline', onOffline);
      }
      connect();
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        handlers.get(name)?.delete(handler);
        subscribers--;
        if (subscribers > 0) return;
        target.removeEventListener('online', onOnline);
        target.removeEventListener('offline', onOffline);
        close();
      };
    },
  };
}

export type EventStream = ReturnType<typeof createEventStream>;

let tabStream: EventStream | null = null;

/** The tab's one stream of the signed-in user's events. */
export function userEvents(): EventStream {
  tabStream ??= createEventStream({ url: '/api/events', since: String(Date.now()) });
  return tabStream;
}
