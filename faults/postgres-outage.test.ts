/**
 * PostgreSQL stopped in immediate mode (every backend dies at once, as in a crash) while devices
 * are writing, then started again. Meanwhile the server stays up and answers 503 with Retry-After
 * in the JSON error shape, never a 500 (sign-in included); health says the database is down; once
 * PostgreSQL is back the server recovers by itself (no restart) and holds every acknowledged entry
 * once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres.ts';
import { heldProblems, RetryingDevice } from './support/retrying-device.ts';
import { seedPlayers } from './support/seed.ts';
import { freePort, serverProcess } from './support/server-process.ts';

const DEVICES = 4;
/** Between acknowledged batches: about 10 requests a second per device, well inside the per-user limit. */
const PACE_MS = 100;
const OUTAGE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

let postgres: PrivatePostgres;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
});
afterAll(() => postgres?.destroy());

it('answers 503 with Retry-After while PostgreSQL is down and recovers by itself', async () => {
  const storage = { databaseUrl: postgres.url };
  const players = await seedPlayers(storage, DEVICES, 1);
  const server = serverProcess(await freePort(), storage);
  await server.start();
  const devices = players.map((player) => new RetryingDevice(server.url, player.cookie, player.matchIds[0] as string));
  let writing = true;
  const playing = Promise.all(
    devices.map(async (device) => {
      while (writing) {
        await device.sendBatch(1, () => !writing);
        await sleep(PACE_MS);
      }
    }),
  );
  const acknowledged = () => devices.reduce((sum, device) => sum + device.acknowledged.size, 0);
  try {
    await until('writes before the outage', () => acknowledged() >= 2 * DEVICES);
    for (const device of devices) expect(device.refusals).toEqual([]);

    await postgres.stopImmediately();
    await sleep(OUTAGE_MS);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toMatchObject({ status: 'degraded', database: false });
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: players[0]?.cookie ?? '' } });
    expect(me.status).toBe(503);
    expect(await me.json()).toEqual({ error: { code: 'database_unavailable', message: expect.any(String) } });
    // Sign-in goes through better-auth, which hides a database error behind its own 500; its
    // per-address limit reads the database first, and that read is what answers 503.
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(players[1]?.account),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toBe('5');
    expect((await signIn.json()).error.code).toBe('database_unavailable');
    expect(server.alive()).toBe(true);
    const refusedDuringOutage = devices.map((device) => device.refusals.length);
    expect(Math.min(...refusedDuringOutage)).toBeGreaterThan(0);

    const beforeRestart = devices.map((device) => device.acknowledged.size);
    await postgres.start();
    // No restart of the server: its pool reconnects on the next request.
    await until('every device acknowledged again', () =>
      devices.every((device, i) => device.acknowledged.size > (beforeRestart[i] ?? 0)),
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    writing = false;
    await playing;

    const refusals = devices.flatMap((device) => device.refusals);
    expect(refusals.filter((refusal) => refusal.status !== 503)).toEqual([]);
    expect(refusals.filter((r) => r.retryAfter !== '5' || r.code !== 'database_unavailable')).toEqual([]);
    for (const device of devices) expect(await heldProblems(device)).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  } finally {
    writing = false;
    await playing;
    await server.stop();
  }
}, 600_000);
