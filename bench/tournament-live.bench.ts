/**
 * A result entered on one phone reaching the club's TV and spectator pages (decision 046):
 * the real app in a process of its own (bench/app-instance.ts, TOURNAMENTS_ENABLED) on a fresh
 * PostgreSQL database (127.0.0.1); its organiser creates a 24-player americano on 6 courts (the
 * issue's club evening) and its spectator link through the API. This process holds PAGES public
 * streams (GET /api/public/tournaments/:token/events), each from a client address of its own (the
 * app trusts X-Forwarded-For, as behind the production proxy, so the per-address cap of decision 046
 * is never met: phones on a mobile network are as many addresses), read frame by frame.
 *
 * A run enters RESULTS results through the API (PUT .../matches/:matchId/result), one after the
 * other as an organiser does, each once every page shows the one before. A result's delivery to a
 * page runs from its PUT's start to the first `view` frame on that page whose standings count it
 * (the matches played in the standings add up to four per completed match), both read by this
 * process's clock; p99 and p50 over every delivery of the run, and the PUT's own answer p99.
 *
 * Verdict: the p99 as a ratio to the write baseline's p99 in the same run (one INSERT ... ON CONFLICT
 * DO NOTHING per request, 50 connections, as the API and realtime benches load it), measured right
 * before and right after the results (the mean of the two): the realtime bench's delivery verdict.
 *
 * BENCH_TOURNAMENT_PAGES (default 200) and BENCH_TOURNAMENT_RESULTS (default 12) set smaller sizes
 * for quick runs.
 */
import { randomUUID } from 'node:crypto';
import type { PublicTournament, TournamentDetail } from '@marcador/contracts';
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

/** Open spectator pages (the 200 TVs and phones). */
const PAGES = Number(process.env.BENCH_TOURNAMENT_PAGES ?? 200);
/** Results entered per run: two rounds of the evening. */
const RESULTS = Number(process.env.BENCH_TOURNAMENT_RESULTS ?? 12);
const REPEAT = 5;
/** The club evening: 23 rounds of 6 matches, more than the warm-up and the runs enter. */
const EVENING = { players: 24, courts: 6, pointsPerMatch: 21 } as const;
/**
 * Budget for the delivery p99, as a multiple of the write baseline's p99 of the same run: the issue's
 * 1 s over the write baseline's quiet p99 (decision 049), as the realtime bench's delivery.
 */
const DELIVERY_BUDGET = ratioBudget(1_000, 'write');

let database: Database | undefined;
let instance: AppInstance | undefined;
let baseline: Awaited<ReturnType<typeof startBaselineServer>> | undefined;
let streams: OpenStream[] = [];
let organiser = '';
let tournamentPath = '';
/** The tournament's matches in schedule order; each result takes the next. */
let matchIds: string[] = [];
let entered = 0;
/** Completed matches a view counts: four player-matches in its standings per completed match. */
const completedIn = (data: string) =>
  (JSON.parse(data) as PublicTournament).standings.reduce((sum, line) => sum + line.played, 0) / 4;
let views = viewDeliveries(0, completedIn);

/** The organiser's calls (an organiser's or scorer's phone). */
const asOrganiser = appCaller(
  () => (instance as AppInstance).url,
  () => organiser,
  '10.47.0.1',
);

/** Enters the next match's result; resolves with its PUT's answer time and every page's delivery time. */
async function enterResult(): Promise<{ answer: number; deliveries: number[] }> {
  const matchId = matchIds[entered];
  if (matchId === undefined) throw new Error(`the tournament has only ${matchIds.length} matches`);
  entered++;
  const scoreA = (entered * 5) % (EVENING.pointsPerMatch + 1);
  const start = performance.now();
  const delivered = views.shownEverywhere(entered, start);
  // Awaited below; a PUT that throws first must not leave its timeout's rejection unhandled.
  delivered.catch(() => {});
  await asOrganiser(
    'PUT',
    `${tournamentPath}/matches/${matchId}/result`,
    { scoreA, scoreB: EVENING.pointsPerMatch - scoreA, resultId: randomUUID() },
    200,
  );
  const answer = performance.now() - start;
  return { answer, deliveries: await delivered };
}

/** RESULTS results in turn: every delivery, and each PUT's answer time. */
async function resultsRun(): Promise<{ deliveries: number[]; answers: number[] }> {
  const deliveries: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < RESULTS; i++) {
    const result = await enterResult();
    deliveries.push(...result.deliveries);
    answers.push(result.answer);
  }
  return { deliveries, answers };
}

const group: BenchmarkGroup = {
  name: 'tournament-live',
  repeat: REPEAT,
  metrics: [
    {
      key: 'baseWrite',
      name: 'tournament-live: baseline write p99 (one INSERT ... ON CONFLICT DO NOTHING, 50 connections)',
      unit: 'ms',
      budget: {},
    },
    {
      key: 'p99',
      name: `tournament-live: result to ${PAGES.toLocaleString('en')} spectator pages p99`,
      unit: 'ms',
      budget: DELIVERY_BUDGET,
      versus: 'baseWrite',
    },
    { key: 'p50', name: 'tournament-live: result to spectator pages p50', unit: 'ms', budget: {} },
    { key: 'answerP99', name: 'tournament-live: result PUT answered p99', unit: 'ms', budget: {} },
  ],
  async setup() {
    if (RESULTS * (REPEAT + 1) > (EVENING.players - 1) * EVENING.courts)
      throw new Error(`too many results per run (${RESULTS})`);
    database = await freshPostgres(adminUrl as string, BENCH_CONNECTIONS);
    await database.migrate();
    // The secret the instance will read from the database (no AUTH_SECRET), made now to sign the cookie.
    const secrets = await loadAppSecrets(loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off' }), database.db);
    const ids = await insertPlayers(database.db, [benchOwner('Organizadora', 'Torneo')], 'torneo-en-vivo-');
    [organiser] = (await signedInCookies(database.db, secrets.auth, ids)) as [string];
    instance = await startAppInstance(
      { postgres: await databaseUrl(adminUrl as string, database) },
      { TOURNAMENTS_ENABLED: 'true' },
    );
    baseline = await startBaselineServer(database);

    const created = await asOrganiser<TournamentDetail>(
      'POST',
      '/api/tournaments',
      {
        name: 'Americano del viernes',
        players: Array.from({ length: EVENING.players }, (_, i) => ({ name: `Jugador ${i + 1}` })),
        courts: EVENING.courts,
        format: 'americano',
        pointsPerMatch: EVENING.pointsPerMatch,
      },
      201,
    );
    tournamentPath = `/api/tournaments/${created.tournament.id}`;
    matchIds = created.rounds.flatMap((round) => round.matches.map((match) => match.id));
    const { token } = await asOrganiser<{ token: string }>('POST', `${tournamentPath}/spectator-link`, undefined, 200);

    views = viewDeliveries(PAGES, completedIn);
    const pages = Array.from({ length: PAGES }, (_, i) => ({ 'x-forwarded-for': `10.48.${i >> 8}.${i & 255}` }));
    streams = await openEventStreams(`${instance.url}/api/public/tournaments/${token}/events`, pages, views.heard);
    // Every page's first view, then JIT, pools and the baseline's connections; not reported.
    await views.shownEverywhere(0, performance.now());
    await resultsRun();
    await writeBaselineP99((baseline as NonNullable<typeof baseline>).url);
  },
  async run() {
    const first = await writeBaselineP99((baseline as NonNullable<typeof baseline>).url);
    const { deliveries, answers } = await resultsRun();
    const baseWrite = (first + (await writeBaselineP99((baseline as NonNullable<typeof baseline>).url))) / 2;
    if (deliveries.length !== PAGES * RESULTS)
      throw new Error(`${deliveries.length} deliveries, not ${PAGES * RESULTS}`);
    return {
      baseWrite,
      p99: percentile(deliveries, 99),
      p50: percentile(deliveries, 50),
      answerP99: percentile(answers, 99),
    };
  },
  async teardown() {
    for (const stream of streams) stream.close();
    streams = [];
    await instance?.stop();
    instance = undefined;
    await baseline?.app.close();
    baseline = undefined;
    await database?.close();
    database = undefined;
  },
};

const adminUrl = await postgresOnly('tournament-live');
export default adminUrl === null ? [] : group;
