/**
 * A point scored on one phone reaching the live match's spectator pages (decision 055):
 * two instances of the real app in processes of their own (bench/app-instance.ts) on one fresh
 * PostgreSQL database (127.0.0.1), as two servers behind a load balancer; the scorer creates a padel
 * race to 99 points and shares it through the API of the first. This process holds PAGES public
 * streams (GET /api/public/matches/:token/events) on each instance, each from a client address of
 * its own (X-Forwarded-For, as the tournament bench: the per-address cap is never met), read frame by
 * frame.
 *
 * A run appends POINTS points through the first instance (POST /api/matches/:id/entries, one point
 * each, as a scoreboard sends them), each once every page shows the one before. A point's delivery
 * to a page runs from its POST's start to the first `view` frame on that page counting it (a race's
 * points are numbers: their sum is the points played), both read by this process's clock; the p99 on
 * the instance that took the point and on the other one (LISTEN/NOTIFY across instances), the p50
 * of both, and the POST's own answer p99.
 *
 * Verdict: each p99 as a ratio to the write baseline's p99 in the same run (the tournament bench's
 * arithmetic: the issue's 1 s over decision 049's quiet write baseline, `ratioBudget`).
 *
 * BENCH_LIVE_PAGES (default 500 per instance) and BENCH_LIVE_POINTS (default 12) set smaller sizes
 * for quick runs.
 */
import { randomUUID } from 'node:crypto';
import type { PublicLiveMatch } from '@marcador/contracts';
import { insertPlayers, signedInCookies } from '../apps/server/src/cli/bulk-players.repository.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { loadAppSecrets } from '../apps/server/src/plugins/app-secret.ts';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { type AppInstance, startAppInstance } from './app-instance.ts';
import { startBaselineServer } from './baseline-server.ts';
import { type OpenStream, openEventStreams } from './event-streams.ts';
import { BENCH_CONNECTIONS, databaseUrl, postgresOnly } from './fresh-postgres.ts';
import { percentile } from './percentile.ts';
import { ratioBudget } from './quiet-baselines.ts';
import { appCaller, benchOwner, writeBaselineP99 } from './spectator-bench.ts';
import type { BenchmarkGroup } from './types.ts';
import { viewDeliveries } from './view-deliveries.ts';

/** Open spectator pages on each instance (the 500). */
const PAGES = Number(process.env.BENCH_LIVE_PAGES ?? 500);
/** Points appended per run. */
const POINTS = Number(process.env.BENCH_LIVE_POINTS ?? 12);
const REPEAT = 5;
/** The race's length: every point of the warm-up and the runs must fit before it ends. */
const RACE_POINTS = 99;
/** The 1 s over the write baseline's quiet p99 (decision 049), as the tournament bench's. */
const DELIVERY_BUDGET = ratioBudget(1_000, 'write');

/** Points played in a view of a race: its points are numbers. */
const pointsIn = (data: string) => {
  const { points } = JSON.parse(data) as PublicLiveMatch;
  return Number(points.player1) + Number(points.player2);
};

let database: Database | undefined;
/** The instance the points are appended through, and the other one. */
let near: AppInstance | undefined;
let far: AppInstance | undefined;
let baseline: Awaited<ReturnType<typeof startBaselineServer>> | undefined;
let streams: OpenStream[] = [];
let scorer = '';
let matchPath = '';
let played = 0;
let nearViews = viewDeliveries(0, pointsIn);
let farViews = viewDeliveries(0, pointsIn);

/** The scorer's calls (an organiser's or scorer's phone). */
const asScorer = appCaller(
  () => (near as AppInstance).url,
  () => scorer,
  '10.57.0.1',
);

interface PointTimes {
  answer: number;
  near: number[];
  far: number[];
}

/** Appends the next point; resolves with its POST's answer time and every page's delivery time. */
async function scorePoint(): Promise<PointTimes> {
  played++;
  const start = performance.now();
  const nearDone = nearViews.shownEverywhere(played, start);
  const farDone = farViews.shownEverywhere(played, start);
  // Awaited below; a POST that throws first must not leave their timeouts' rejections unhandled.
  nearDone.catch(() => {});
  farDone.catch(() => {});
  const side = played % 3 === 0 ? 'player2' : 'player1';
  const entry = { id: randomUUID(), seq: played, at: Date.now(), type: 'point_won', side };
  await asScorer('POST', `${matchPath}/entries`, { entries: [entry] }, 200);
  const answer = performance.now() - start;
  return { answer, near: await nearDone, far: await farDone };
}

/** POINTS points in turn: every delivery on each instance, and each POST's answer time. */
async function pointsRun(): Promise<{ near: number[]; far: number[]; answers: number[] }> {
  const run = { near: [] as number[], far: [] as number[], answers: [] as number[] };
  for (let i = 0; i < POINTS; i++) {
    const times = await scorePoint();
    run.near.push(...times.near);
    run.far.push(...times.far);
    run.answers.push(times.answer);
  }
  return run;
}

/** PAGES streams of the token on `instance`, their addresses from `block` (10.block.x.y). */
const openPages = (instance: AppInstance, token: string, block: number, heard: typeof nearViews.heard) =>
  openEventStreams(
    `${instance.url}/api/public/matches/${token}/events`,
    Array.from({ length: PAGES }, (_, i) => ({ 'x-forwarded-for': `10.${block}.${i >> 8}.${i & 255}` })),
    heard,
  );

const group: BenchmarkGroup = {
  name: 'live-match',
  repeat: REPEAT,
  metrics: [
    {
      key: 'baseWrite',
      name: 'live-match: baseline write p99 (one INSERT ... ON CONFLICT DO NOTHING, 50 connections)',
      unit: 'ms',
      budget: {},
    },
    {
      key: 'p99',
      name: `live-match: point to ${PAGES.toLocaleString('en')} spectator pages p99, same instance`,
      unit: 'ms',
      budget: DELIVERY_BUDGET,
      versus: 'baseWrite',
    },
    {
      key: 'farP99',
      name: `live-match: point to ${PAGES.toLocaleString('en')} spectator pages p99, the other instance`,
      unit: 'ms',
      budget: DELIVERY_BUDGET,
      versus: 'baseWrite',
    },
    { key: 'p50', name: 'live-match: point to spectator pages p50, both instances', unit: 'ms', budget: {} },
    { key: 'answerP99', name: 'live-match: point POST answered p99', unit: 'ms', budget: {} },
  ],
  async setup() {
    if (POINTS * (REPEAT + 1) >= RACE_POINTS) throw new Error(`too many points per run (${POINTS})`);
    database = await freshPostgres(adminUrl as string, BENCH_CONNECTIONS);
    await database.migrate();
    // The secret the instances will read from the database (no AUTH_SECRET), made now to sign the cookie.
    const secrets = await loadAppSecrets(loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off' }), database.db);
    const ids = await insertPlayers(database.db, [benchOwner('Anotadora', 'Directo')], 'partido-en-directo-');
    [scorer] = (await signedInCookies(database.db, secrets.auth, ids)) as [string];
    const url = await databaseUrl(adminUrl as string, database);
    near = await startAppInstance({ postgres: url });
    far = await startAppInstance({ postgres: url });
    baseline = await startBaselineServer(database);

    matchPath = `/api/matches/${randomUUID()}`;
    const team = (name: string, color: string) => ({ name, color, players: ['', ''] });
    const config = {
      isDoubles: true,
      team1: team('Leones', 'green'),
      team2: team('Águilas', 'blue'),
      invitedPlayers: [],
      club: null,
      sessionDuration: 90,
      tournament: null,
    };
    const rules = { sport: 'padel', deuce: 'golden', finalSet: 'full', race: { totalPoints: RACE_POINTS } };
    await asScorer('PUT', matchPath, { config, rules, startedAt: Date.now() }, 201);
    const { token } = await asScorer<{ token: string }>('POST', `${matchPath}/spectator-link`, undefined, 200);

    nearViews = viewDeliveries(PAGES, pointsIn);
    farViews = viewDeliveries(PAGES, pointsIn);
    streams = [
      ...(await openPages(near, token, 58, nearViews.heard)),
      ...(await openPages(far, token, 59, farViews.heard)),
    ];
    // Every page's first view, then JIT, pools and the baseline's connections; not reported.
    await Promise.all([
      nearViews.shownEverywhere(0, performance.now()),
      farViews.shownEverywhere(0, performance.now()),
    ]);
    await pointsRun();
    await writeBaselineP99((baseline as NonNullable<typeof baseline>).url);
  },
  async run() {
    const first = await writeBaselineP99((baseline as NonNullable<typeof baseline>).url);
    const { near: nearTimes, far: farTimes, answers } = await pointsRun();
    const baseWrite = (first + (await writeBaselineP99((baseline as NonNullable<typeof baseline>).url))) / 2;
    for (const times of [nearTimes, farTimes])
      if (times.length !== PAGES * POINTS) throw new Error(`${times.length} deliveries, not ${PAGES * POINTS}`);
    return {
      baseWrite,
      p99: percentile(nearTimes, 99),
      farP99: percentile(farTimes, 99),
      p50: percentile([...nearTimes, ...farTimes], 50),
      answerP99: percentile(answers, 99),
    };
  },
  async teardown() {
    for (const stream of streams) stream.close();
    streams = [];
    for (const instance of [near, far]) await instance?.stop();
    near = undefined;
    far = undefined;
    await baseline?.app.close();
    baseline = undefined;
    await database?.close();
    database = undefined;
  },
};

const adminUrl = await postgresOnly('live-match');
export default adminUrl === null ? [] : group;
