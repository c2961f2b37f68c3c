/** Test support: an event stream (GET /api/events, a public stream) read frame by frame, as a browser's EventSource would. */
import type { TestUser } from '../../test-accounts';

export interface ReceivedEvent<Data = { created?: string[]; changed?: string[] }> {
  id: string;
  event: string;
  data: Data;
}

/** Opens `user`'s stream on the app listening at `base`; `headers` add to the request's. */
export function openEventStream(base: string, user: TestUser, headers: Record<string, string> = {}) {
  return openStreamAt(`${base}/api/events`, { cookie: user.cookie, ...headers });
}

/** Opens the event stream at `url` (a full address) with `headers`, and reads its events as they come. */
export async function openStreamAt<Data = ReceivedEvent['data']>(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: ReceivedEvent<Data>[] = [];
  let comments = 0;
  const waiters: (() => void)[] = [];
  const reader = response.body?.getReader();
  const reading = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        const chunk = part.value;
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (block.startsWith(':') || block.includes('\n:')) comments++;
          if (fields.event)
            events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? '{}') });
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    events,
    comments: () => comments,
    /** Resolves once `count` events have arrived (fails after 5 s). */
    async waitFor(count: number): Promise<ReceivedEvent<Data>[]> {
      const deadline = Date.now() + 5_000;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events;
    },
    async close() {
      abort.abort();
      // A stream the server ended is not always seen ending by fetch's body here (Node 20): cancelling
      // the reader settles the read it waits on either way.
      await reader?.cancel().catch(() => {});
      await reading;
    },
  };
}
