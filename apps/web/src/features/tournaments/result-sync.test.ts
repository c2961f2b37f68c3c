import type { TournamentDetail } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import type { QueuedResult, ResultQueue } from './result-outbox';
import { createResultSync, type ResultSettled } from './result-sync';
import { testDetail, testMatch } from './tournament-detail.test-support';

const applied = (revision: number) =>
  testDetail(
    ['Ana', 'Bea', 'Carla', 'Dani'],
    [{ number: 1, matches: [testMatch(1, 1, ['Ana', 'Bea', 'Carla', 'Dani'], [12, 9], { revision })], resting: [] }],
  );

const entered = (resultId: string, scoreA = 12): QueuedResult => ({
  resultId,
  ownerId: 'u1',
  tournamentId: 't1',
  matchId: 'r1c1',
  scoreA,
  scoreB: 9,
  baseRevision: 0,
});

/** A loop on an in-memory store whose server answers with `answers`, in order; timers run by hand. */
function harness(answers: Array<TournamentDetail | Error>) {
  let disk: ResultQueue = [];
  const sent: QueuedResult[] = [];
  const timers = new Map<number, () => void>();
  let handles = 0;
  const settled: ResultSettled[] = [];
  const sync = createResultSync({
    store: {
      update: async (change) => {
        disk = change(disk);
        return disk;
      },
    },
    send: async (result) => {
      sent.push(result);
      const answer = answers.shift() ?? applied(9);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    ownerId: () => 'u1',
    setTimer: (run) => {
      timers.set(++handles, run);
      return handles;
    },
    clearTimer: (handle) => timers.delete(handle as number),
  });
  sync.onSettled((event) => settled.push(event));
  /** Runs the pending retry timer, as its backoff ending would. */
  const fire = () => {
    const [handle, run] = [...timers][0] ?? [];
    if (handle === undefined || !run) throw new Error('no retry is waiting');
    timers.delete(handle);
    run();
  };
  return { sync, sent, timers, fire, settled, disk: () => disk };
}

/** Lets the loop's pending promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const offline = () => new ApiRequestError(0, 'network_error', 'The server could not be reached.');

describe('the results loop', () => {
  it('keeps a result through failed sends and sends it with the same id until it is applied, once', async () => {
    const { sync, sent, timers, fire, settled, disk } = harness([offline(), offline(), applied(1)]);
    await sync.add(entered('a'));
    await settle();
    expect(disk()).toHaveLength(1);
    expect(timers.size).toBe(1);
    fire();
    await settle();
    expect(disk()).toHaveLength(1);
    // The network back: at once, without waiting for the pause.
    await sync.retryNow();
    expect(sent.map((result) => result.resultId)).toEqual(['a', 'a', 'a']);
    expect(disk()).toEqual([]);
    expect(timers.size).toBe(0);
    expect(settled.map((event) => event.kind)).toEqual(['applied']);
    await sync.retryNow();
    expect(sent).toHaveLength(3);
  });

  it('drops a stale result and says so, then goes on with the next', async () => {
    const { sync, sent, settled, disk } = harness([new ApiRequestError(409, 'stale_result', 'stale'), applied(2)]);
    const other = { ...entered('b'), matchId: 'r1c2' };
    await sync.add(entered('a'));
    await sync.add(other);
    await sync.retryNow();
    expect(sent.map((result) => result.resultId)).toEqual(['a', 'b']);
    expect(settled.map((event) => event.kind)).toEqual(['stale', 'applied']);
    expect(disk()).toEqual([]);
  });

  it('sends a correction typed while offline instead of the result it corrects', async () => {
    const { sync, sent, fire } = harness([offline(), applied(1)]);
    await sync.add(entered('a', 12));
    await settle();
    await sync.add(entered('b', 15));
    fire();
    await settle();
    expect(sent.map(({ resultId, scoreA }) => [resultId, scoreA])).toEqual([
      ['a', 12],
      ['b', 15],
    ]);
  });
});
