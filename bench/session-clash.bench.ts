/**
 * Fifty players booking one court for the same slot at once (decision 048): the real app
 * on 127.0.0.1, on a fresh PostgreSQL database and on the embedded PGlite (what `npm start` uses),
 * each loaded from this process over 50 keep-alive connections. A burst sends one POST /api/sessions
 * per player, all for the same court, day and time; the no-overlap exclusion constraint must leave
 * exactly one 201 and answer the other 49 with 409 `session_clash` (the bench fails otherwise,
 * whatever the figures). Each run is BURSTS bursts on fresh slots; p50 and p99 of every answer's
 * time, from its sending to its body read.
 *
 * Report only: no in-run baseline measures the same thing (a refused insert under an exclusion
 * constraint that waits for the winner's commit), so the latencies are printed for results.json and
 * the verdict is the one-winner rule.
 */

import { type BulkPlayer, insertPlayers, signedInCookies } from '../apps/server/src/cli/bulk-players.repository.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { storeVenue, venueDay } from '../apps/server/src/modules/sessions/test-sessions.ts';
import { loadAppSecrets } from '../apps/server/src/plugins/app-secret.ts';
import { type BenchDatabase, benchDatabases, startServer } from './api-server.ts';
import { percentile } from './percentile.ts';
import type { BenchmarkGroup, Metric } from './types.ts';

/** Players, one connection each, all booking at once. */
const CONNECTIONS = 50;
/** Slots each run books (50 answers each), so a run's p99 rests on 500 answers. */
const BURSTS = 10;
/** The app's settings for a server of this bench (as the API bench's). */
const ENV = { NODE_ENV: 'production', HIBP_URL: 'off' } as const;

interface Started {
  target: BenchDatabase;
  server: Awaited<ReturnType<typeof startServer>>;
  cleanup: () => Promise<void>;
  cookies: string[];
  venueId: string;
  courtId: string;
}

const players = (count: number): BulkPlayer[] =>
  Array.from({ length: count }, (_, i) => ({
    firstName: 'Jugadora',
    lastName: `Reserva ${i}`,
    username: `reserva_${i}`,
    city: 'Madrid',
    sports: ['padel'],
    skillLevel: 'intermedio',
    inDirectory: true,
  }));

/** The app on the target's database, 50 signed-in players and an active venue with one court. */
async function start(target: BenchDatabase): Promise<Started> {
  const { database, cleanup } = await target.open();
  await database.migrate();
  // The secret the app will read from the database (no AUTH_SECRET), made now to sign the cookies.
  const secrets = await loadAppSecrets(loadConfig(ENV), database.db);
  const ids = await insertPlayers(database.db, players(CONNECTIONS), 'reserva-');
  const cookies = await signedInCookies(database.db, secrets.auth, ids);
  const { venueId, courtIds } = await storeVenue(database.db, null, { courtCount: 1 });
  const server = await startServer(database);
  return { target, server, cleanup, cookies, venueId, courtId: courtIds[0] as string };
}

/** Slots booked so far on a target: each burst takes the next day. */
const slotsBooked = new Map<string, number>();

/** One burst: every player books the same next slot; the answers' times, after the one-winner check. */
async function burst(started: Started): Promise<number[]> {
  const day = (slotsBooked.get(started.target.key) ?? 0) + 1;
  slotsBooked.set(started.target.key, day);
  const body = JSON.stringify({
    venueId: started.venueId,
    courtId: started.courtId,
    date: venueDay(day),
    time: '10:00',
  });
  const { origin } = new URL(started.server.url);
  const answers = await Promise.all(
    started.cookies.map(async (cookie, i) => {
      const sentAt = performance.now();
      const response = await fetch(`${started.server.url}/api/sessions`, {
        method: 'POST',
        headers: {
          origin,
          cookie,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${day % 250}.${i + 1}`,
        },
        body,
      });
      const answer = (await response.json()) as { error?: { code: string } };
      return { status: response.status, code: answer.error?.code, ms: performance.now() - sentAt };
    }),
  );
  const won = answers.filter((answer) => answer.status === 201).length;
  const clashed = answers.filter((answer) => answer.status === 409 && answer.code === 'session_clash').length;
  if (won !== 1 || clashed !== CONNECTIONS - 1) {
    const others = answers.filter((a) => a.status !== 201 && a.code !== 'session_clash').map((a) => a.code ?? a.status);
    throw new Error(
      `${started.target.label}: ${won} bookings accepted and ${clashed} clashes of ${CONNECTIONS} (others: ${others.join(', ') || 'none'})`,
    );
  }
  return answers.map((answer) => answer.ms);
}

function metricsOf({ key, label }: BenchDatabase): Metric[] {
  return [
    { key: `${key}.p50`, name: `sessions ${label}: 50 bookings of one slot, answer p50`, unit: 'ms', budget: {} },
    { key: `${key}.p99`, name: `sessions ${label}: 50 bookings of one slot, answer p99`, unit: 'ms', budget: {} },
  ];
}

function clashGroup(targets: BenchDatabase[]): BenchmarkGroup {
  let running: Started[] = [];
  return {
    name: 'sessions clash',
    metrics: targets.flatMap(metricsOf),
    async setup() {
      for (const target of targets) {
        const started = await start(target);
        running.push(started);
        // Connections opened and code compiled; not reported (the one-winner rule still holds).
        await burst(started);
      }
    },
    async run() {
      const figures: Record<string, number> = {};
      for (const started of running) {
        const times: number[] = [];
        for (let i = 0; i < BURSTS; i++) times.push(...(await burst(started)));
        figures[`${started.target.key}.p50`] = percentile(times, 50);
        figures[`${started.target.key}.p99`] = percentile(times, 99);
      }
      return figures;
    },
    async teardown() {
      for (const started of running) {
        await started.server.app.close();
        await started.cleanup();
      }
      running = [];
    },
  };
}

export default clashGroup(await benchDatabases('sessions clash'));
