/**
 * Player search with 100,000 players on PostgreSQL: the real app on 127.0.0.1 on a fresh
 * database, seeded in bulk as decision 030's one-off run was (60 first names, 80 last names, 60% of
 * players with two, 50 cities, unique usernames, 95% in the directory, 20 blocks each way for the
 * viewer; `vacuum analyze`), the profiles' search text and words folded by the app's own functions.
 * A few searches are checked for what they must find before anything is timed.
 *
 * What is timed is GET /api/players as the viewer's browser asks for it, one request at a time (a
 * person searches one page at a time; the issue's p99 is the wait of one search, not a queue), from
 * this process over a kept-alive connection: the session read, the query's validation, the page, its
 * cards and the answer's writing. The mix is decision 030's table: the directory (page 1, page 50, a
 * sport filter), short prefixes, common names, several words, typos and a word nobody is near,
 * SAMPLES_PER_KIND of each per run in turns. The verdict is the p99 of them all as a ratio to the read
 * baseline's p99 (one row by primary key, 50 connections, as in the API bench) measured right before
 * and right after (the mean of the two). Each kind's p99 is reported beside it.
 *
 * BENCH_SEARCH_PLAYERS sets the number of players (default 100,000) for quick runs.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type BulkPlayer, insertPlayers, signedInCookies } from '../apps/server/src/cli/bulk-players.repository.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { foldSearchText } from '../packages/domain/src/index.ts';
import { startServer } from './api-server.ts';
import { baselineP99, startBaselineServer } from './baseline-server.ts';
import { BENCH_CONNECTIONS, postgresServer } from './fresh-postgres.ts';
import { percentile } from './percentile.ts';
import { ratioBudget } from './quiet-baselines.ts';
import type { BenchmarkGroup, Metric } from './types.ts';

const PLAYERS = Number(process.env.BENCH_SEARCH_PLAYERS ?? 100_000);
const SAMPLES_PER_KIND = 30;
const CONNECTIONS = 50;
const BASELINE_SECONDS = 5;
/** Players the viewer blocked, and players who blocked the viewer. */
const BLOCKS_EACH_WAY = 20;
/**
 * The last name of the blocked players (1 to 40) and of LINKED_UNBLOCKED more after them, a name no
 * one else has: searching it finds those few and none of the blocked.
 */
const LINKED_NAME = 'Bloqueo';
const LINKED_UNBLOCKED = 5;
/**
 * Budget for the search's p99, as a multiple of the read baseline's p99 of the same run: the issue's
 * 50 ms over the read baseline's quiet p99 (decision 049).
 */
const SEARCH_BUDGET = ratioBudget(50, 'read');

/** The words of a list written as text, one space or line break apart. */
const words = (text: string) => text.trim().split(/\s+/);

const FIRST_NAMES = words(`
  José María Juan Ana Luis Carmen Carlos Laura Jorge Lucía Miguel Sofía Pedro Elena Javier Isabel
  Manuel Paula Francisco Marta Antonio Andrea Alejandro Sara David Valeria Daniel Camila Pablo
  Gabriela Diego Natalia Fernando Daniela Raúl Victoria Sergio Adriana Alberto Mónica Ricardo
  Patricia Andrés Verónica Óscar Rocío Héctor Beatriz Iván Claudia Rubén Silvia Eduardo Teresa
  Josefina Ángela Mariana Emilio Inés Tomás
`);
const LAST_NAMES = words(`
  García González Rodríguez Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz
  Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez
  Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín
  Sanz Núñez Iglesias Medina Garrido Cortés Castillo Santos Lozano Guerrero Cano Prieto Méndez
  Cruz Calvo Gallego Vidal León Márquez Herrera Peña Flores Cabrera Campos Vega Fuentes Carrasco
  Díez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Lorenzo Montero Hidalgo Giménez
  Ibáñez Ferrer Durán
`);
const CITIES = words(`
  Madrid Barcelona Valencia Sevilla Zaragoza Málaga Murcia Palma Bilbao Alicante Córdoba
  Valladolid Vigo Gijón Granada Oviedo Pamplona Almería Santander Toledo Cádiz Huelva Salamanca
  Burgos Logroño Badajoz Cáceres Girona Lleida Tarragona Castellón Albacete Jaén Lugo Ourense
  Segovia Ávila Soria Teruel Guadalajara Monterrey Puebla Querétaro Mérida Cancún Tijuana Oaxaca
  Morelia Toluca Saltillo
`);
const LEVELS = ['principiante', 'intermedio', 'avanzado', 'profesional', null];

/** Decision 030's mix: what people type in the search box, and the directory's pages. */
const KINDS: { key: string; label: string; query: Record<string, string | number> }[] = [
  { key: 'directory1', label: 'directory, page 1', query: {} },
  { key: 'directory50', label: 'directory, page 50', query: { page: 50 } },
  { key: 'directoryPadel', label: 'directory, padel, page 10', query: { sport: 'padel', page: 10 } },
  { key: 'a', label: '"a"', query: { q: 'a' } },
  { key: 'ma', label: '"ma"', query: { q: 'ma' } },
  { key: 'mar', label: '"mar"', query: { q: 'mar' } },
  { key: 'jose', label: '"jose"', query: { q: 'jose' } },
  { key: 'garcia', label: '"garcia"', query: { q: 'garcia' } },
  { key: 'garcia50', label: '"garcia", page 50', query: { q: 'garcia', page: 50 } },
  { key: 'madrid', label: '"madrid"', query: { q: 'madrid' } },
  { key: 'threeWords', label: '"maria lopez madrid"', query: { q: 'maria lopez madrid' } },
  { key: 'rodriguezTenis', label: '"rodriguez", tenis', query: { q: 'rodriguez', sport: 'tenis' } },
  { key: 'garsia', label: '"garsia" (typo)', query: { q: 'garsia' } },
  { key: 'madird', label: '"madird" (typo)', query: { q: 'madird' } },
  { key: 'rodrigez', label: '"rodrigez" (typo)', query: { q: 'rodrigez' } },
  { key: 'joseGonzales', label: '"jose gonzales" (a typo in two words)', query: { q: 'jose gonzales' } },
  { key: 'nobody', label: '"xkcdqwz" (nobody near)', query: { q: 'xkcdqwz' } },
];

// A fixed linear congruential generator: the same players on every run.
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The seeded players; the first is the viewer, the next 2 * BLOCKS_EACH_WAY blocked one way or the other. */
function players(count: number): BulkPlayer[] {
  const random = generator(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const firstName = pick(FIRST_NAMES);
    const linked = i >= 1 && i <= 2 * BLOCKS_EACH_WAY + LINKED_UNBLOCKED;
    const lastName = linked
      ? LINKED_NAME
      : random() < 0.6
        ? `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`
        : pick(LAST_NAMES);
    const sports = [random() < 0.6 && 'padel', random() < 0.5 && 'tenis', random() < 0.1 && 'pickleball'].filter(
      (sport): sport is string => sport !== false,
    );
    return {
      firstName,
      lastName,
      username: `${foldSearchText(firstName)}_${i.toString(36)}`,
      city: pick(CITIES),
      sports,
      skillLevel: pick(LEVELS),
      inDirectory: i === 0 || linked || random() < 0.95,
    };
  });
}

let database: Database | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let baseline: Awaited<ReturnType<typeof startBaselineServer>> | undefined;
let viewerCookie = '';
let seedSeconds = Number.NaN;

/** The parts of GET /api/players' answer the checks read. */
interface SearchAnswer {
  players: { id: string; name: string; username: string; city: string }[];
  hasMore: boolean;
}

const pathOf = (query: Record<string, string | number>) =>
  `/api/players?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, `${v}`]))}`;

/** One search as the viewer: its answer and how long it took, in ms. */
async function search(query: Record<string, string | number>): Promise<{ ms: number; answer: SearchAnswer }> {
  const start = performance.now();
  const response = await fetch(`${(server as NonNullable<typeof server>).url}${pathOf(query)}`, {
    headers: { cookie: viewerCookie },
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${pathOf(query)} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, answer: JSON.parse(text) as SearchAnswer };
}

/** Fails the bench when a search does not find what decision 030 says it finds. */
async function checkSearches(blocked: ReadonlySet<string>) {
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`player search check failed: ${what}`);
  };
  const directory = (await search({})).answer;
  expect(directory.players.length === 20 && directory.hasMore, 'the directory has full pages');
  const jose = (await search({ q: 'jose' })).answer.players;
  expect(jose[0]?.name.startsWith('José ') ?? false, '"jose" puts a José first');
  expect(
    jose.every((card) => /(^| )jose/.test(foldSearchText(`${card.name} ${card.username} ${card.city}`))),
    'every player "jose" finds has a word starting with jose',
  );
  const typo = (await search({ q: 'garsia' })).answer.players;
  expect(
    typo.length > 0 && typo.every((card) => / garcia( |$)/.test(foldSearchText(card.name))),
    '"garsia" finds Garcías',
  );
  const city = (await search({ q: 'madird' })).answer.players;
  expect(city.length > 0 && city.every((card) => card.city === 'Madrid'), '"madird" finds players in Madrid');
  expect((await search({ q: 'xkcdqwz' })).answer.players.length === 0, '"xkcdqwz" finds no one');
  // Players 1 to 40 are blocked one way or the other, 41 to 45 share their last name and are not.
  const sameName = (await search({ q: LINKED_NAME })).answer.players.map((card) => card.id);
  expect(
    sameName.length === LINKED_UNBLOCKED && sameName.every((id) => !blocked.has(id)),
    `"${LINKED_NAME}" finds the ${LINKED_UNBLOCKED} players not blocked either way, none of the ${blocked.size} blocked`,
  );
}

/** SAMPLES_PER_KIND searches of each kind, the kinds in turns; their times by kind. */
async function searches(): Promise<Map<string, number[]>> {
  const times = new Map(KINDS.map(({ key }) => [key, [] as number[]]));
  for (let sample = 0; sample < SAMPLES_PER_KIND; sample++) {
    for (let k = 0; k < KINDS.length; k++) {
      // Each turn starts one kind later, so no kind always follows the same one.
      const { key, query } = KINDS[(k + sample) % KINDS.length] as (typeof KINDS)[number];
      times.get(key)?.push((await search(query)).ms);
    }
  }
  return times;
}

/** The read baseline's p99 under CONNECTIONS, as the API bench measures it. */
const readBaselineP99 = () =>
  baselineP99((baseline as NonNullable<typeof baseline>).url, 'read', CONNECTIONS, BASELINE_SECONDS);

const metrics: Metric[] = [
  { key: 'seedSeconds', name: `player search: seeding ${PLAYERS.toLocaleString('en')} players`, unit: 's', budget: {} },
  {
    key: 'baseRead',
    name: 'player search: baseline read p99 (one row by primary key, 50 connections)',
    unit: 'ms',
    budget: {},
  },
  {
    key: 'p99',
    name: `player search: p99 of every kind, ${PLAYERS.toLocaleString('en')} players`,
    unit: 'ms',
    budget: SEARCH_BUDGET,
    versus: 'baseRead',
  },
  { key: 'p50', name: 'player search: p50 of every kind', unit: 'ms', budget: {} },
  ...KINDS.map(({ key, label }) => ({
    key: `kind.${key}`,
    name: `player search: ${label} p99`,
    unit: 'ms',
    budget: {},
  })),
];

const group: BenchmarkGroup = {
  name: 'player search',
  metrics,
  async setup() {
    database = await freshPostgres(adminUrl, BENCH_CONNECTIONS);
    server = await startServer(database);
    baseline = await startBaselineServer(database);
    const seeding = performance.now();
    const ids = await insertPlayers(database.db, players(PLAYERS), 'jugador-');
    const viewer = ids[0] as string;
    const blocked = ids.slice(1, 1 + BLOCKS_EACH_WAY);
    const blockers = ids.slice(1 + BLOCKS_EACH_WAY, 1 + 2 * BLOCKS_EACH_WAY);
    await database.db.execute(sql`insert into player_blocks (blocker_id, blocked_id)
      select ${viewer}, unnest(${sql.param(blocked)}::text[])
      union all select unnest(${sql.param(blockers)}::text[]), ${viewer}`);
    await database.db.execute(sql`vacuum analyze`);
    seedSeconds = (performance.now() - seeding) / 1000;
    console.error(`  player search: ${PLAYERS.toLocaleString('en')} players seeded in ${seedSeconds.toFixed(1)} s`);
    viewerCookie = (await signedInCookies(database.db, server.app.secrets.auth, [viewer]))[0] as string;
    await checkSearches(new Set([...blocked, ...blockers]));
    // JIT, prepared plans and the baseline's connections; not reported.
    await searches();
    await readBaselineP99();
  },
  async run() {
    const first = await readBaselineP99();
    const times = await searches();
    const baseRead = (first + (await readBaselineP99())) / 2;
    const all = [...times.values()].flat();
    return {
      seedSeconds,
      baseRead,
      p99: percentile(all, 99),
      p50: percentile(all, 50),
      ...Object.fromEntries([...times].map(([key, values]) => [`kind.${key}`, percentile(values, 99)])),
    };
  },
  async teardown() {
    await server?.app.close();
    server = undefined;
    await baseline?.app.close();
    baseline = undefined;
    await database?.close();
    database = undefined;
  },
};

const postgres = await postgresServer();
if ('skipped' in postgres) console.error(`player search: skipped (PostgreSQL only): ${postgres.skipped}.`);
const adminUrl = 'adminUrl' in postgres ? postgres.adminUrl : '';

export default 'skipped' in postgres ? [] : group;
