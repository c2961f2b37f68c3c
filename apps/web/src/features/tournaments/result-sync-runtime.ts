import type { TournamentDetail } from '@marcador/contracts';
import type { QueuedResult } from './result-outbox';
import { resultOutboxStore } from './result-outbox-store';
import { createResultSync } from './result-sync';

/**
 * The browser's results loop on the device's IndexedDB. Its own module, loaded once a tournament
 * page has rendered: the store's and the loop's code (shared with the match sync) then stays out of
 * the chunk list the landing's entry names for the tournament pages.
 */
export function browserResultSync(
  send: (result: QueuedResult) => Promise<TournamentDetail>,
  ownerId: () => string | null,
) {
  return createResultSync({ store: resultOutboxStore(), send, ownerId });
}
