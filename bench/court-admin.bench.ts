/**
 * The court admin's dashboard at scale (decision 048): the real app on 127.0.0.1 on a fresh
 * PostgreSQL database with one venue of 20 courts and a year of sessions around today (8 a day per
 * court, 90 minutes each from 08:00 in Madrid, every thirteenth cancelled, two players each), seeded
 * by one INSERT ... SELECT generate_series and `vacuum analyze`.
 *
 * Before anything is timed, the plans of the dashboard's reads of sessions (today's, the next ones,
 * the week's) must use the (venue_id, starts_at) index: the bench fails otherwise, and prints them.
 *
 * What is timed is GET /api/venues/{venueId}/dashboard as its court admin's browser asks for it, one
 * request at a time (one person opens one dashboard), SAMPLES per run; its p99 is judged as a ratio to
 * the read baseline's p99 (one row by primary key, 50 connections, as in the API bench) measured
 * right before and right after (the mean of the two).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { insertPlayers, signedInCookies } from '../apps/server/src/cli/bulk-players.repository.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { accessRepository } from '../apps/server/src/modules/accounts/access.repository.ts';
import { LONGEST_SESSION_MS } from '../apps/server/src/modules/sessions/court-sessions.repository.ts';
import { venuesRepository } from '../apps/server/src/modules/venues/venues.repository.ts';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { addDays, instantAt, mondayOf, wallClockAt } from '../packages/domain/src/index.ts';
import { startServer } from './api-server.ts';
import { baselineP99, startBaselineServer } from './baseline-server.ts';
import { BENCH_CONNECTIONS, postgresOnly } from './fresh-postgres.ts';
import { percentile } from './percentile.ts';
import { ratioBudget } from './quiet-baselines.ts';
import { rowsOf } from './scale-database.ts';
import type { BenchmarkGroup, Metric } from './types.ts';

const COURTS = 20;
const SESSIONS_PER_DAY = 8;
const SESSION_MINUTES = 90;
/** Days of sessions before today and after it: a year in all. */
const DAYS_BEFORE = 300;
const DAYS_AFTER = 64;
const TIME_ZONE = 'Europe/Madrid';
const SAMPLES = 200;
const CONNECTIONS = 50;
const BASELINE_SECONDS = 5;
/** The 50 ms over the read baseline's quiet p99 (decision 049). */
const DASHBOARD_BUDGET = ratioBudget(50, 'read');
/** The index every read of the dashboard's sessions must use. */
const VENUE_START_INDEX = 'court_sessions_venue_starts_idx';

let database: Database | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let baseline: Awaited<ReturnType<typeof startBaselineServer>> | undefined;
let dashboardPath = '';
let adminCookie = '';
let seedSeconds = Number.NaN;

const db = () => (database as Database).db;

/** The venue of 20 courts run by a court admin, its sessions and their players; its id and its admin's. */
async function seed(): Promise<{ venueId: string; adminId: string }> {
  const [adminId] = await insertPlayers(
    db(),
    [
      {
        firstName: 'Gestor',
        lastName: 'Pista',
        username: 'gestor_pista',
        city: 'Madrid',
        sports: ['padel'],
        skillLevel: null,
        inDirectory: false,
      },
    ],
    'gestor-',
  );
  if (!adminId) throw new Error('no court admin stored');
  await accessRepository(db()).grantRole(adminId, 'court_admin');
  const names = Array.from({ length: COURTS }, (_, i) => `Pista ${i + 1}`);
  const venue = await venuesRepository(db()).createForCreator(
    adminId,
    {
      name: 'Club Grande',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      timeZone: TIME_ZONE,
      sessionMinutes: SESSION_MINUTES,
    },
    names,
  );
  if (!venue) throw new Error('no venue stored');
  const today = wallClockAt(new Date(), TIME_ZONE).date;
  await db().execute(sql`insert into court_sessions (venue_id, court_id, starts_at, ends_at, status, created_by)
    select c.venue_id, c.id,
      (d.day::date + time '08:00' + n.slot * interval '${sql.raw(String(SESSION_MINUTES))} minutes') at time zone ${TIME_ZONE},
      (d.day::date + time '08:00' + (n.slot + 1) * interval '${sql.raw(String(SESSION_MINUTES))} minutes') at time zone ${TIME_ZONE},
      case when (c.position + n.slot + extract(doy from d.day)::int) % 13 = 0 then 'cancelled' else 'scheduled' end,
      ${adminId}
    from courts c
    cross join generate_series(${addDays(today, -DAYS_BEFORE)}::date, ${addDays(today, DAYS_AFTER)}::date, interval '1 day') as d(day)
    cross join generate_series(0, ${SESSIONS_PER_DAY - 1}) as n(slot)
    where c.venue_id = ${venue.id}`);
  await db().execute(sql`insert into court_session_players (session_id, position, user_id, name)
    select s.id, p.position, null, p.name
    from court_sessions s cross join (values (0, 'Ana'), (1, 'Luis')) as p(position, name)
    where s.venue_id = ${venue.id}`);
  await db().execute(sql`vacuum analyze`);
  return { venueId: venue.id, adminId };
}

/**
 * Fails unless each read of the dashboard's sessions plans on the (venue, start) index; prints the
 * plans. The reads are the repositories' conditions (court-sessions.repository.ts forVenue and
 * upcomingForVenue, venue-calendar.repository.ts booked) without their joins.
 */
async function checkPlans(venueId: string) {
  const now = new Date();
  const today = wallClockAt(now, TIME_ZONE).date;
  const monday = mondayOf(today);
  const day = [instantAt(today, '00:00', TIME_ZONE), instantAt(addDays(today, 1), '00:00', TIME_ZONE)];
  const week = [instantAt(monday, '00:00', TIME_ZONE), instantAt(addDays(monday, 7), '00:00', TIME_ZONE)];
  const reads = {
    today: sql`select id from court_sessions where venue_id = ${venueId}
      and starts_at >= ${day[0]?.toISOString()} and starts_at < ${day[1]?.toISOString()} order by starts_at limit 2000`,
    upcoming: sql`select id from court_sessions where venue_id = ${venueId}
      and starts_at >= ${new Date(now.getTime() - LONGEST_SESSION_MS).toISOString()} and ends_at > ${now.toISOString()}
      and status <> 'cancelled' and status <> 'finished' order by starts_at limit 10`,
    week: sql`select court_id, starts_at, ends_at from court_sessions where venue_id = ${venueId}
      and starts_at >= ${new Date((week[0] as Date).getTime() - LONGEST_SESSION_MS).toISOString()}
      and starts_at < ${week[1]?.toISOString()} and ends_at > ${week[0]?.toISOString()} and status <> 'cancelled'
      order by starts_at`,
  };
  for (const [name, read] of Object.entries(reads)) {
    const plan = (await rowsOf<{ 'QUERY PLAN': string }>(db(), sql`explain ${read}`)).map((row) => row['QUERY PLAN']);
    console.error(`  court admin: plan of the dashboard's ${name} sessions:\n    ${plan.join('\n    ')}`);
    if (!plan.some((line) => line.includes(VENUE_START_INDEX))) {
      throw new Error(`the dashboard's ${name} sessions are not read by ${VENUE_START_INDEX}`);
    }
  }
}

/** SAMPLES dashboards, one at a time; each answer's time in ms. */
async function dashboards(samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < samples; n++) {
    const start = performance.now();
    const response = await fetch(`${server?.url}${dashboardPath}`, { headers: { cookie: adminCookie } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${dashboardPath} answered ${response.status}: ${text.slice(0, 200)}`);
    times.push(performance.now() - start);
  }
  return times;
}

const readBaselineP99 = () =>
  baselineP99((baseline as NonNullable<typeof baseline>).url, 'read', CONNECTIONS, BASELINE_SECONDS);

const sessions = COURTS * SESSIONS_PER_DAY * (DAYS_BEFORE + DAYS_AFTER + 1);
const metrics: Metric[] = [
  { key: 'seedSeconds', name: `court admin: seeding ${sessions.toLocaleString('en')} sessions`, unit: 's', budget: {} },
  {
    key: 'baseRead',
    name: 'court admin: baseline read p99 (one row by primary key, 50 connections)',
    unit: 'ms',
    budget: {},
  },
  {
    key: 'p99',
    name: `court admin: GET /api/venues/{id}/dashboard p99, ${COURTS} courts, a year of sessions`,
    unit: 'ms',
    budget: DASHBOARD_BUDGET,
    versus: 'baseRead',
  },
  { key: 'p50', name: 'court admin: dashboard p50', unit: 'ms', budget: {} },
];

const group: BenchmarkGroup = {
  name: 'court admin',
  metrics,
  repeat: 3,
  async setup() {
    database = await freshPostgres(adminUrl as string, BENCH_CONNECTIONS);
    server = await startServer(database);
    baseline = await startBaselineServer(database);
    const seeding = performance.now();
    const { venueId, adminId } = await seed();
    seedSeconds = (performance.now() - seeding) / 1000;
    console.error(`  court admin: ${sessions.toLocaleString('en')} sessions seeded in ${seedSeconds.toFixed(1)} s`);
    await checkPlans(venueId);
    dashboardPath = `/api/venues/${venueId}/dashboard`;
    adminCookie = (await signedInCookies(db(), server.app.secrets.auth, [adminId]))[0] as string;
    // JIT, prepared plans and the baseline's connections; not reported.
    await dashboards(20);
    await readBaselineP99();
  },
  async run() {
    const first = await readBaselineP99();
    const times = await dashboards(SAMPLES);
    const baseRead = (first + (await readBaselineP99())) / 2;
    return { seedSeconds, baseRead, p99: percentile(times, 99), p50: percentile(times, 50) };
  },
  async teardown() {
    for (const app of [server?.app, baseline?.app]) await app?.close();
    server = undefined;
    baseline = undefined;
    await database?.close();
    database = undefined;
  },
};

const adminUrl = await postgresOnly('court admin');
export default adminUrl === null ? [] : group;
