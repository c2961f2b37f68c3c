/**
 * Live notifications to 1,000 open event streams on each of two instances: two instances
 * of the real app, each in a process of its own, on one fresh PostgreSQL database (127.0.0.1). Every
 * one of STREAM_USERS signed-in players holds one stream (GET /api/events) on each instance, from
 * this process. A round sends, 50 at a time, one connection request (POST /api/network/requests)
 * to each player from another player, alternately to either instance: each request notifies its
 * recipient, whose two streams (one on the instance that took the request, one on the other, reached
 * through LISTEN/NOTIFY) hear `event: notifications`. A notification's delivery time runs from its
 * request's sending to its frame arriving on the stream; p50 and p99 for streams on the same and on
 * the other instance.
 *
 * Verdicts (decision 034): each p99 as a ratio to the write baseline's p99 in the same run (one
 * INSERT ... ON CONFLICT DO NOTHING per request, 50 connections, as in the API bench), measured right
 * before and right after the round (the mean of the two). Memory per open stream is each instance's
 * own (after a full garbage collection), from half of its streams to all of them, so one-time costs of
 * the first streams (compiled code, pools) are left out.
 *
 * BENCH_REALTIME_STREAMS sets the number of players (default 1,000) for quick runs.
 */
import { sql } from 'drizzle-orm';
import { type BulkPlayer, insertPlayers, signedInCookies } from '../apps/server/src/cli/bulk-players.repository.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { loadAppSecrets } from '../apps/server/src/plugins/app-secret.ts';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { type AppInstance, type InstanceMemory, startAppInstance } from './app-instance.ts';
import { baselineP99, startBaselineServer } from './baseline-server.ts';
import { type OpenStream, openStreams } from './event-streams.ts';
import { BENCH_CONNECTIONS, databaseUrl, postgresServer } from './fresh-postgres.ts';
import { percentile } from './percentile.ts';
import { ratioBudget } from './quiet-baselines.ts';
import type { BenchmarkGroup } from './types.ts';

const STREAM_USERS = Number(process.env.BENCH_REALTIME_STREAMS ?? 1_000);
/** Requests in flight at once: the API bench's 50 connections. */
const CONNECTIONS = 50;
const BASELINE_SECONDS = 5;
/** A round fails when a notification has not arrived by then. */
const ROUND_TIMEOUT_MS = 60_000;
/**
 * Budget for each delivery p99, as a multiple of the write baseline's p99 of the same run: the
 * issue's 1 s over the write baseline's quiet p99 (decision 049).
 */
const DELIVERY_BUDGET = ratioBudget(1_000, 'write');

let database: Database | undefined;
let instances: AppInstance[] = [];
let streams: OpenStream[] = [];
let baseline: Awaited<ReturnType<typeof startBaselineServer>> | undefined;
let ids: string[] = [];
let cookies: string[] = [];
/** Memory per open stream, measured once in the set-up. */
let perStream = { heap: Number.NaN, rss: Number.NaN, external: Number.NaN };
let rounds = 0;

/** A round in progress: when each recipient's request was sent, and what has arrived. */
interface Round {
  sentAt: Float64Array;
  /** Instance (0 or 1) that took each recipient's request. */
  takenBy: Uint8Array;
  same: number[];
  other: number[];
  done: () => void;
}
let round: Round | undefined;

/** A notification frame on `instance`'s stream of player `index`. */
function heard(index: number, instance: number, event: string) {
  if (event !== 'notifications' || !round) return;
  const latency = performance.now() - (round.sentAt[index] as number);
  (round.takenBy[index] === instance ? round.same : round.other).push(latency);
  if (round.same.length + round.other.length === 2 * STREAM_USERS) round.done();
}

/** Players with plain names, in the directory (a request to a hidden player is a 404). */
function players(count: number): BulkPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    firstName: 'Jugadora',
    lastName: `Tiempo Real ${i}`,
    username: `tiempo_real_${i}`,
    city: 'Madrid',
    sports: ['padel'],
    skillLevel: 'intermedio',
    inDirectory: true,
  }));
}

let address = 0;

/** POSTs one connection request as player `from` to player `to` on `base`; rejects unless answered 200. */
async function connectionRequest(base: string, from: number, to: number): Promise<void> {
  address++;
  const response = await fetch(`${base}/api/network/requests`, {
    method: 'POST',
    headers: {
      cookie: cookies[from] as string,
      origin: base,
      'content-type': 'application/json',
      // Each request its own client address (the app trusts the proxy header), as phones would be.
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ userId: ids[to] }),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`POST /api/network/requests answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/**
 * One round: every player gets one connection request from the player `offset` places after them,
 * request i on instance i % 2, CONNECTIONS in flight. The offset is half the players plus the round's
 * number: each round's pairs are new (each request notifies), no pair is ever asked both ways (that
 * would connect them instead), and the requests in flight never share a player. A request locks both
 * players' profiles, so neighbours asking each other in turn (an offset of 1) would queue every
 * request in flight behind the one before it, a chain no real evening has. Resolves once every
 * stream has heard its notification.
 */
async function deliveryRound(): Promise<{ same: number[]; other: number[]; answers: number[] }> {
  rounds++;
  const offset = Math.floor(STREAM_USERS / 2) + rounds;
  if (offset >= STREAM_USERS) throw new Error(`too few players (${STREAM_USERS}) for ${rounds} rounds`);
  const arrived = new Promise<void>((resolve) => {
    round = {
      sentAt: new Float64Array(STREAM_USERS),
      takenBy: new Uint8Array(STREAM_USERS),
      same: [],
      other: [],
      done: resolve,
    };
  });
  const current = round as Round;
  const answers: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < STREAM_USERS) {
      const to = next++;
      const instance = to % 2;
      current.takenBy[to] = instance;
      const start = performance.now();
      current.sentAt[to] = start;
      await connectionRequest((instances[instance] as AppInstance).url, (to + offset) % STREAM_USERS, to);
      answers.push(performance.now() - start);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const missing = 2 * STREAM_USERS - current.same.length - current.other.length;
      reject(new Error(`${missing} of ${2 * STREAM_USERS} notifications had not arrived after ${ROUND_TIMEOUT_MS} ms`));
    }, ROUND_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.all([...Array.from({ length: CONNECTIONS }, worker), arrived]), timeout]);
  } finally {
    clearTimeout(timer);
    round = undefined;
  }
  return { same: current.same, other: current.other, answers };
}

/** Opens each player's stream on `instance`, players `from` to `to` (excluded). */
async function openOn(instance: number, from: number, to: number) {
  const base = (instances[instance] as AppInstance).url;
  const opened = await openStreams(base, cookies.slice(from, to), (index, event) =>
    heard(from + index, instance, event),
  );
  streams.push(...opened);
}

const memories = () => Promise.all(instances.map((instance) => instance.memory()));

/** The write baseline's p99 under CONNECTIONS, as the API bench measures it. */
const writeBaselineP99 = () =>
  baselineP99((baseline as NonNullable<typeof baseline>).url, 'write', CONNECTIONS, BASELINE_SECONDS);

const group: BenchmarkGroup = {
  name: 'realtime',
  metrics: [
    {
      key: 'baseWrite',
      name: 'realtime: baseline write p99 (one INSERT ... ON CONFLICT DO NOTHING, 50 connections)',
      unit: 'ms',
      budget: {},
    },
    {
      key: 'sameP99',
      name: `realtime: notification to ${STREAM_USERS.toLocaleString('en')} streams, same instance p99`,
      unit: 'ms',
      budget: DELIVERY_BUDGET,
      versus: 'baseWrite',
    },
    {
      key: 'otherP99',
      name: `realtime: notification to ${STREAM_USERS.toLocaleString('en')} streams, other instance p99`,
      unit: 'ms',
      budget: DELIVERY_BUDGET,
      versus: 'baseWrite',
    },
    { key: 'sameP50', name: 'realtime: notification, same instance p50', unit: 'ms', budget: {} },
    { key: 'otherP50', name: 'realtime: notification, other instance p50', unit: 'ms', budget: {} },
    { key: 'answerP99', name: 'realtime: connection request answered p99', unit: 'ms', budget: {} },
    { key: 'heapPerStream', name: 'realtime: JS heap per open stream', unit: 'KB', budget: {} },
    { key: 'externalPerStream', name: 'realtime: memory outside the heap per open stream', unit: 'KB', budget: {} },
    { key: 'rssPerStream', name: 'realtime: RSS per open stream', unit: 'KB', budget: {} },
  ],
  async setup() {
    database = await freshPostgres(adminUrl, BENCH_CONNECTIONS);
    await database.migrate();
    // The secret the instances will read from the database (no AUTH_SECRET), made now to sign the cookies.
    const secrets = await loadAppSecrets(loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off' }), database.db);
    ids = await insertPlayers(database.db, players(STREAM_USERS), 'tiempo-real-');
    cookies = await signedInCookies(database.db, secrets.auth, ids);
    await database.db.execute(sql`vacuum analyze`);
    const url = await databaseUrl(adminUrl, database);
    // One after the other: two instances migrating at once could race on drizzle's own table.
    for (let i = 0; i < 2; i++) instances.push(await startAppInstance({ postgres: url }));
    baseline = await startBaselineServer(database);

    const half = Math.floor(STREAM_USERS / 2);
    for (const instance of [0, 1]) await openOn(instance, 0, half);
    const before = await memories();
    for (const instance of [0, 1]) await openOn(instance, half, STREAM_USERS);
    const after = await memories();
    const per = (key: keyof InstanceMemory) => {
      const each = after.map((a, i) => {
        const b = before[i] as InstanceMemory;
        if (a.streams !== STREAM_USERS) throw new Error(`instance ${i} holds ${a.streams} streams`);
        return (a[key] - b[key]) / (a.streams - b.streams) / 1024;
      });
      return each.reduce((sum, value) => sum + value, 0) / each.length;
    };
    perStream = { heap: per('heapUsed'), rss: per('rss'), external: per('external') };
    // JIT, pools and the baseline's connections; not reported.
    await deliveryRound();
    await writeBaselineP99();
  },
  async run() {
    const first = await writeBaselineP99();
    const { same, other, answers } = await deliveryRound();
    const baseWrite = (first + (await writeBaselineP99())) / 2;
    return {
      baseWrite,
      sameP99: percentile(same, 99),
      otherP99: percentile(other, 99),
      sameP50: percentile(same, 50),
      otherP50: percentile(other, 50),
      answerP99: percentile(answers, 99),
      heapPerStream: perStream.heap,
      externalPerStream: perStream.external,
      rssPerStream: perStream.rss,
    };
  },
  async teardown() {
    for (const stream of streams) stream.close();
    streams = [];
    for (const instance of instances) await instance.stop();
    instances = [];
    await baseline?.app.close();
    baseline = undefined;
    await database?.close();
    database = undefined;
  },
};

const postgres = await postgresServer();
if ('skipped' in postgres) console.error(`realtime: skipped (PostgreSQL only): ${postgres.skipped}.`);
const adminUrl = 'adminUrl' in postgres ? postgres.adminUrl : '';

export default 'skipped' in postgres ? [] : group;
