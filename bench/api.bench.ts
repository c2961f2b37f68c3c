/**
 * The API under load: the real app on 127.0.0.1 (built in this process, on a fresh database), loaded
 * by autocannon from a second process with 50 connections and no pipelining. Per endpoint:
 * requests/s, p50 and p99 latency of GET /api/health, the event append (POST
 * /api/matches/:id/entries, one point per request), the history list (GET /api/matches) and GET
 * /api/me; sign-in separately with 10 connections (its password hash is slow on purpose).
 *
 * Verdicts are ratios to baselines measured in the same run, in turns with them, on the same database,
 * pool, connections and slices (bench/baseline-server.ts): the append against one INSERT ... ON
 * CONFLICT DO NOTHING (throughput >= 0.6x, p99 <= 2x), the history list and /api/me against one
 * row read by primary key (p99 <= 2x), and PGlite's history p99 against PostgreSQL's (<= 3x).
 * Absolute figures are reported beside them, for bench/results.json.
 *
 * PostgreSQL: BENCH_DATABASE_URL names a server; each run of the benchmark creates a fresh
 * database on it and drops it afterwards. Without it, postgres://postgres@127.0.0.1:5432 is tried
 * the same way, else the PostgreSQL figures are skipped with a message. The embedded PGlite (in a
 * temporary DATA_DIR) is measured beside it: its ratios are reported, its budget is its history
 * list against PostgreSQL's.
 */
import { type LoadResult, loadFromSecondProcess, type Scenario } from './api-load.ts';
import { type Account, type BenchDatabase, benchDatabases, signedInClients, startServer } from './api-server.ts';
import { startBaselineServer } from './baseline-server.ts';
import { inTurns, type Pooled, pooled } from './in-turns.ts';
import type { BenchmarkGroup, Budget, Metric } from './types.ts';

const CONNECTIONS = 50;
const SIGN_IN_CONNECTIONS = 10;
/**
 * Each load's first second is not counted (bench/api-load.ts): a run's fresh devices all start at
 * once, and their first requests (session reads, first points) were 30-60 of the append's slowest
 * 1% on a 2-core machine at 1,700 appends a second, a start-up burst no real evening has.
 */
const UNCOUNTED_START_SECONDS = 1;
/** The endpoints judged against nobody (health, sign-in) load once a run, this long. */
const SECONDS = 5;
/** A judged endpoint and its baseline load in turns (bench/in-turns.ts), SLICES slices of this long each. */
const SLICES = 4;
const SLICE_SECONDS = 2;
/** Longer: a sign-in hashes a password (tens of ms of CPU), so a short run completes few of them. */
const SIGN_IN_SECONDS = 8;
/** Enough for the sign-ins in flight at the end of a run (p99 a few seconds on a busy machine). */
const DRAIN_MS = 5_000;
const WARMUP_SECONDS = 2;
/** Runs; each verdict is the median of their ratios, so one run that a burst of load hits does not decide it. */
const REPEAT = 3;
/**
 * Append clients: each is a device with its own user, four per connection taking turns, fresh each
 * run. The per-user write limit is 600 a minute: with one device per connection a fast machine (about
 * 10,000 appends a second, 200 a device) passed it within 3 s and the run failed on 429s; four keep
 * each device under it up to about 10,000 a second over a run's slices (12 s of appends, 3 s each
 * with their uncounted start, within a minute).
 */
const APPEND_CLIENTS = 4 * CONNECTIONS;
/**
 * Matches per device and slice: it moves to the next one every 150 of its points, before a match
 * could end. Each slice has matches of its own: a slice's load process numbers entries from 1 again,
 * and a match's log must only grow.
 */
const MATCHES_PER_APPEND_SLICE = 2;
/** Readers of the history list and /api/me: users with a history of finished-length matches. */
const READERS = 10;
const MATCHES_PER_READER = 12;
/**
 * Accounts that sign in, in turn. The per-e-mail limit is 5 sign-ins a minute, so this many allow
 * 1,500 a minute: above what password hashing allows two cores across two runs inside one minute.
 */
const SIGN_IN_ACCOUNTS = 300;

type Endpoint = 'health' | 'baseWrite' | 'append' | 'baseRead' | 'history' | 'me' | 'signIn';
const FIGURES = ['rps', 'p50', 'p99'] as const;
type Figure = (typeof FIGURES)[number];

/**
 * In measuring order: each baseline and the figures judged against it load in turns, in slices
 * (SLICES), the baseline first and last: a machine that speeds up or slows down across the app's
 * loads moves the baseline alike.
 * `versus` gives a figure's baseline and its budget as a ratio to it (PostgreSQL only: PGlite's
 * ratios are reported, and its history list is judged against PostgreSQL's instead).
 */
const ENDPOINTS: {
  key: Endpoint;
  label: string;
  versus?: Partial<Record<Figure, { baseline: Endpoint; budget: Budget }>>;
}[] = [
  { key: 'health', label: 'GET /api/health' },
  { key: 'baseWrite', label: 'baseline write (one INSERT ... ON CONFLICT DO NOTHING)' },
  {
    key: 'append',
    label: 'event append',
    versus: {
      rps: { baseline: 'baseWrite', budget: { min: 0.6 } },
      p99: { baseline: 'baseWrite', budget: { max: 2 } },
    },
  },
  { key: 'baseRead', label: 'baseline read (one row by primary key)' },
  { key: 'history', label: 'history list', versus: { p99: { baseline: 'baseRead', budget: { max: 2 } } } },
  { key: 'me', label: 'GET /api/me', versus: { p99: { baseline: 'baseRead', budget: { max: 2 } } } },
  { key: 'signIn', label: 'sign-in (10 connections)' },
];
/** Each baseline and the endpoints judged against it, in measuring order. */
const JUDGED = new Map<Endpoint, Endpoint[]>();
for (const { key, versus } of ENDPOINTS) {
  for (const { baseline } of Object.values(versus ?? {})) {
    const judged = JUDGED.get(baseline) ?? [];
    if (!judged.includes(key)) JUDGED.set(baseline, [...judged, key]);
  }
}
/** Endpoints that are neither a baseline nor judged against one: loaded once a run. */
const ALONE = ENDPOINTS.map(({ key }) => key).filter(
  (key) => !JUDGED.has(key) && ![...JUDGED.values()].some((judged) => judged.includes(key)),
);

/** PGlite's history p99 at most this many times PostgreSQL's in the same run. */
const PGLITE_HISTORY_BUDGET: Budget = { max: 3 };

type Server = Awaited<ReturnType<typeof startServer>>;

/** One database under test: the app and the baselines on it, and the scenarios of its endpoints. */
interface Target extends BenchDatabase {
  /** Whether its ratios are budgets (production runs on PostgreSQL) or report-only. */
  judged: boolean;
}

interface Started {
  target: Target;
  server: Server;
  baselineUrl: string;
  closeBaseline: () => Promise<void>;
  cleanup: () => Promise<void>;
  scenarios: Map<Endpoint, (slice: number) => Scenario>;
  /** Makes the append's devices anew (with matches for every slice). */
  renewDevices(): Promise<void>;
}

function metricsOf({ key: db, label, judged }: Target): Metric[] {
  return ENDPOINTS.flatMap(({ key, label: endpoint, versus }) =>
    FIGURES.map((figure) => {
      const ratio = versus?.[figure];
      const suffix = figure === 'rps' ? '' : ` ${figure}`;
      return {
        key: `${db}.${key}.${figure}`,
        name: `api ${label}: ${endpoint}${suffix}`,
        unit: figure === 'rps' ? 'req/s' : 'ms',
        budget: ratio && judged ? ratio.budget : {},
        ...(ratio ? { versus: `${db}.${ratio.baseline}.${figure}` } : {}),
      };
    }),
  );
}

/** The app and the baselines on `target`'s database, with the users the scenarios need. */
async function start(target: Target): Promise<Started> {
  const { database, cleanup } = await target.open();
  const server = await startServer(database);
  const baseline = await startBaselineServer(database);
  const readers = await signedInClients(server, READERS, MATCHES_PER_READER, 40);
  const signingIn = await signedInClients(server, SIGN_IN_ACCOUNTS, 0);
  const anonymous = [{ cookie: '', matchIds: [] }];
  let devices: Account[] = [];
  const scenarios = new Map<Endpoint, (slice: number) => Scenario>([
    ['health', () => ({ kind: 'get', path: '/api/health', clients: readers })],
    ['baseWrite', () => ({ kind: 'fresh-ids', path: '/baseline/write' })],
    [
      'append',
      (slice) => ({
        kind: 'append',
        clients: devices.map((device) => ({
          ...device,
          matchIds: device.matchIds.slice(slice * MATCHES_PER_APPEND_SLICE, (slice + 1) * MATCHES_PER_APPEND_SLICE),
        })),
      }),
    ],
    ['baseRead', () => ({ kind: 'get', path: '/baseline/read', clients: anonymous })],
    ['history', () => ({ kind: 'get', path: '/api/matches', clients: readers })],
    ['me', () => ({ kind: 'get', path: '/api/me', clients: readers })],
    ['signIn', () => ({ kind: 'sign-in', accounts: signingIn.map(({ account }) => account) })],
  ]);
  return {
    target,
    server,
    baselineUrl: baseline.url,
    closeBaseline: () => baseline.app.close(),
    cleanup,
    scenarios,
    // Fresh devices each run, so the per-user write limit (600 a minute) counts one run's requests.
    async renewDevices() {
      devices = await signedInClients(server, APPEND_CLIENTS, MATCHES_PER_APPEND_SLICE * SLICES);
    },
  };
}

async function load(started: Started, key: Endpoint, seconds: number, slice = 0): Promise<LoadResult> {
  const scenario = (started.scenarios.get(key) as (slice: number) => Scenario)(slice);
  const connections = key === 'signIn' ? SIGN_IN_CONNECTIONS : CONNECTIONS;
  const url = key === 'baseWrite' || key === 'baseRead' ? started.baselineUrl : started.server.url;
  const result = await loadFromSecondProcess(url, scenario, connections, seconds, {
    warmupSeconds: UNCOUNTED_START_SECONDS,
    keepLatencies: true,
  });
  const label = `${started.target.label} ${key}`;
  if (result.total === 0) throw new Error(`${label}: no request completed in ${seconds} s`);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/**
 * Every endpoint of every database as one group: each run measures them all in turn, PostgreSQL's
 * then PGlite's, so every ratio (to a baseline, PGlite's history to PostgreSQL's) pairs figures of
 * the same run.
 */
function apiGroup(targets: Target[]): BenchmarkGroup {
  let running: Started[] = [];
  const metrics = targets.flatMap(metricsOf);
  if (targets.some(({ key }) => key === 'pg')) {
    metrics.push({
      key: 'pglite.history.p99',
      name: 'api PGlite: history list p99 against PostgreSQL',
      unit: 'ms',
      budget: PGLITE_HISTORY_BUDGET,
      versus: 'pg.history.p99',
    });
  }
  return {
    name: 'api',
    metrics,
    repeat: REPEAT,
    async setup() {
      for (const target of targets) {
        const started = await start(target);
        running.push(started);
        // JIT and connection-pool warm-up; not reported. Sign-in is warmed by its own first requests.
        await started.renewDevices();
        for (const { key } of ENDPOINTS) if (key !== 'signIn') await load(started, key, WARMUP_SECONDS);
      }
    },
    async run() {
      const figures: Record<string, number> = {};
      for (const started of running) {
        await started.renewDevices();
        const put = (key: Endpoint, pooledFigures: Pooled) => {
          for (const figure of FIGURES) figures[`${started.target.key}.${key}.${figure}`] = pooledFigures[figure];
        };
        const slice = (key: Endpoint) => (index: number) => load(started, key, SLICE_SECONDS, index);
        for (const { key } of ENDPOINTS) {
          if (ALONE.includes(key))
            put(key, pooled([await load(started, key, key === 'signIn' ? SIGN_IN_SECONDS : SECONDS)]));
          const judged = JUDGED.get(key);
          if (!judged) continue;
          const turns = await inTurns(
            SLICES,
            slice(key),
            Object.fromEntries(judged.map((endpoint) => [endpoint, slice(endpoint)])),
          );
          put(key, turns.baseline);
          for (const endpoint of judged) put(endpoint, turns.judged[endpoint] as Pooled);
        }
      }
      return figures;
    },
    async teardown() {
      // Sign-ins still hashing when the load process hung up finish first, rather than fail against
      // a closed database (Fastify's close does not wait for requests whose client has gone).
      if (running.length > 0) await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      for (const started of running) {
        await started.server.app.close();
        await started.closeBaseline();
        await started.cleanup();
      }
      running = [];
    },
  };
}

// Production runs on PostgreSQL: its ratios are budgets; PGlite's are reported.
const targets: Target[] = (await benchDatabases('api')).map((database) => ({
  ...database,
  judged: database.key === 'pg',
}));

export default apiGroup(targets);
