import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  type PutMatchRequest,
  STRESS_TEST_ENDPOINTS,
  type StartStressTestRequest,
  type StressRun,
  type StressTestEndpoint,
} from '@marcador/contracts';
import { MAX_MATCH_ENTRIES } from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { adminLogRepository } from '../admin/admin-log.repository';
import { type LoadFigures, loadFigures } from './load-figures';
import { type LoopbackClient, loopbackClient } from './loopback-client';
import type { stressAccountRepository } from './stress-account.repository';

/** Where the load goes: this server's port on 127.0.0.1, and the Origin its CSRF check accepts. */
export interface LoopbackTarget {
  port: number;
  origin: string;
}

export interface StressRunsDeps {
  accounts: ReturnType<typeof stressAccountRepository>;
  adminLog: ReturnType<typeof adminLogRepository>;
  log: FastifyBaseLogger;
  /** User ids the per-user rate limits skip while their run lasts (plugins/rate-limits.ts). */
  unlimitedUsers: Set<string>;
  /** Drops the cached sessions of a removed account (plugins/session-reader.ts). */
  forgetSessions: (userId: string) => void;
}

/** Who started a run, for the admin action log. */
export interface StressActor {
  id: string;
  email: string;
}

/** Throwaway accounts older than this are a killed run's leftovers (the longest run and its set-up take far less). */
const LEFTOVER_AGE_MS = 10 * 60_000;

/** A match of the throwaway account: a tennis singles whose points alternate, so its first game never ends. */
const THROWAWAY_MATCH: Omit<PutMatchRequest, 'startedAt'> = {
  config: {
    isDoubles: false,
    team1: { name: 'Stress A', color: 'green', players: [''] },
    team2: { name: 'Stress B', color: 'blue', players: [''] },
    invitedPlayers: [],
    club: null,
    sessionDuration: 60,
    tournament: null,
  },
  rules: { sport: 'tennis', deuce: 'advantage', finalSet: 'full' },
};

/** A throwaway match a connection appends to, and the sequence number of its last entry. */
interface AppendTarget {
  id: string;
  seq: number;
}

/** Thrown when a run cannot start: another is under way. */
export class StressRunBusy extends Error {}

/**
 * The stress test of this process (decision 051): one run at a time, its figures kept in memory,
 * the last run's kept until the next starts. A run makes a throwaway account and matches, sends
 * `connections` loops of requests at this server on 127.0.0.1 for the chosen seconds, then removes
 * the account with everything it wrote, also when the run fails or the server stops (`stop`).
 */
export function stressRuns(deps: StressRunsDeps) {
  let latest: { run: StressRun; figures: LoadFigures | null } | null = null;
  let active: { abort: AbortController; done: Promise<void> } | null = null;

  const view = (): StressRun | null => {
    if (!latest) return null;
    const { run, figures } = latest;
    if (!figures) return run;
    const ended = run.state === 'cleaning' || run.state === 'finished' || run.state === 'failed';
    return { ...run, ...figures.snapshot(Date.now(), ended) };
  };

  const createMatch = async (client: LoopbackClient): Promise<AppendTarget | null> => {
    const id = randomUUID();
    const status = await client.send('PUT', `/api/matches/${id}`, { ...THROWAWAY_MATCH, startedAt: Date.now() });
    return status === 201 ? { id, seq: 0 } : null;
  };

  const sendOne = async (client: LoopbackClient, endpoint: StressTestEndpoint, target: AppendTarget) => {
    if (endpoint === 'health') return client.send('GET', '/api/health');
    if (endpoint === 'me') return client.send('GET', '/api/me');
    target.seq += 1;
    const entry = {
      id: randomUUID(),
      seq: target.seq,
      at: Date.now(),
      type: 'point_won',
      side: target.seq % 2 === 0 ? 'player2' : 'player1',
    };
    return client.send('POST', `/api/matches/${target.id}/entries`, { entries: [entry] });
  };

  /** One connection: its requests in turn (health, me, append) until the deadline or an abort. */
  const connectionLoop = async (
    client: LoopbackClient,
    figures: LoadFigures,
    first: AppendTarget,
    index: number,
    deadline: number,
    signal: AbortSignal,
  ) => {
    let target = first;
    for (let turn = index; !signal.aborted && Date.now() < deadline; turn++) {
      const endpoint = STRESS_TEST_ENDPOINTS[turn % STRESS_TEST_ENDPOINTS.length] as StressTestEndpoint;
      // A full match takes no more entries: the connection moves to a new one (not counted as load).
      if (endpoint === 'append' && target.seq >= MAX_MATCH_ENTRIES) target = (await createMatch(client)) ?? target;
      const sentAt = performance.now();
      const status = await sendOne(client, endpoint, target);
      figures.record(endpoint, performance.now() - sentAt, status >= 200 && status < 300, Date.now());
    }
  };

  /** Changes the run's state or failure, keeping its figures. */
  const mark = (change: Partial<StressRun>) => {
    const current = latest as NonNullable<typeof latest>;
    latest = { ...current, run: { ...current.run, ...change } };
  };

  const execute = async (run: StressRun, target: LoopbackTarget, signal: AbortSignal) => {
    let userId: string | null = null;
    let client: LoopbackClient | null = null;
    try {
      await deps.accounts.removeLeftovers(new Date(Date.now() - LEFTOVER_AGE_MS));
      const account = await deps.accounts.create();
      userId = account.userId;
      deps.unlimitedUsers.add(userId);
      client = loopbackClient(target.port, run.connections, { cookie: account.cookie, origin: target.origin });
      const opened = client;
      const matches = await Promise.all(Array.from({ length: run.connections }, () => createMatch(opened)));
      if (signal.aborted) throw new Error('stopping');
      if (matches.some((match) => match === null)) throw new Error('setup');
      const loadStartedAt = Date.now();
      const figures = loadFigures(loadStartedAt, run.durationSeconds);
      latest = { run: { ...run, state: 'running' }, figures };
      const deadline = loadStartedAt + run.durationSeconds * 1000;
      await Promise.all(
        matches.map((match, index) => connectionLoop(opened, figures, match as AppendTarget, index, deadline, signal)),
      );
      if (signal.aborted) throw new Error('stopping');
    } catch (error) {
      const failure = signal.aborted ? 'stopping' : 'setup';
      if (failure === 'setup') deps.log.error({ err: error }, 'stress test: the run could not be set up');
      mark({ failure });
    } finally {
      mark({ state: 'cleaning' });
      client?.close();
      if (userId !== null) {
        deps.unlimitedUsers.delete(userId);
        await deps.accounts.remove(userId).catch((error: unknown) => {
          deps.log.error({ err: error }, 'stress test: the throwaway account could not be removed');
        });
        deps.forgetSessions(userId);
      }
    }
  };

  /** Runs the load, then marks the run finished or failed and writes its end, with the figures, to the log. */
  const runToEnd = async (run: StressRun, target: LoopbackTarget, signal: AbortSignal, actor: StressActor) => {
    await execute(run, target, signal);
    const { failure: failed } = (latest as NonNullable<typeof latest>).run;
    mark({ state: failed ? 'failed' : 'finished', endedAt: new Date().toISOString() });
    const { id, state, failure, connections, durationSeconds, total, endpoints } = view() as StressRun;
    await deps.adminLog
      .record({
        action: 'stress_test_finished',
        actorUserId: actor.id,
        details: {
          phase: 'finished',
          runId: id,
          email: actor.email,
          state,
          failure,
          connections,
          durationSeconds,
          total,
          endpoints,
          timestamp: new Date().toISOString(),
        },
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'stress test: the end could not be logged'));
  };

  return {
    /** The run under way, else the last one (null before the first). */
    status: view,

    /**
     * Starts a run against `target` as `actor` and answers at once; the start and the end are written
     * to the admin action log. Throws StressRunBusy while another run is under way.
     */
    async start(request: StartStressTestRequest, target: LoopbackTarget, actor: StressActor): Promise<StressRun> {
      if (active) throw new StressRunBusy();
      const abort = new AbortController();
      const run: StressRun = {
        id: randomUUID(),
        state: 'preparing',
        connections: request.connections,
        durationSeconds: request.durationSeconds,
        startedAt: new Date().toISOString(),
        endedAt: null,
        elapsedSeconds: 0,
        total: { requests: 0, errors: 0, requestsPerSecond: 0, p50Ms: null, p99Ms: null },
        endpoints: [],
        seconds: [],
        failure: null,
      };
      const previous = latest;
      latest = { run, figures: null };
      // The start is in the log before the run does anything, so its end is always written after it.
      const started = deps.adminLog.record({
        action: 'stress_test_started',
        actorUserId: actor.id,
        details: {
          phase: 'started',
          runId: run.id,
          email: actor.email,
          connections: run.connections,
          durationSeconds: run.durationSeconds,
          timestamp: run.startedAt,
        },
      });
      const done = started
        .then(
          () => runToEnd(run, target, abort.signal, actor),
          () => {
            latest = previous;
          },
        )
        .finally(() => {
          active = null;
        });
      active = { abort, done };
      await started;
      return run;
    },

    /** Ends the run under way (the server is stopping) once its account is removed; nothing when idle. */
    async stop(): Promise<void> {
      if (!active) return;
      active.abort.abort();
      await active.done;
    },
  };
}

export type StressRuns = ReturnType<typeof stressRuns>;
