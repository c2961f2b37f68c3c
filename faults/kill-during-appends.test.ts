/**
 * kill -9 of the server in the middle of a burst of event appends, while the devices keep retrying
 * with the same ids; then a restart on the same database. After every kill the database opens
 * cleanly (the server becomes healthy), the server holds every acknowledged entry once and nothing
 * the devices did not send; when the devices have finished, it holds exactly what they sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres.ts';
import { heldProblems, RetryingDevice } from './support/retrying-device.ts';
import { seedPlayers } from './support/seed.ts';
import { freePort, type Storage, serverProcess } from './support/server-process.ts';

const DEVICES = 4;
const BATCHES = 15;
const BATCH_SIZE = 2;
/** A restart takes a few seconds on an idle machine (tsx, PGlite's WebAssembly); far more when it is busy. */
const ROUND_TIMEOUT_MS = 90_000;

/** Runs `kills` rounds of burst, kill -9 and restart on `storage`; returns the problems found. */
async function killDuringAppends(label: string, storage: Storage, kills: number): Promise<string[]> {
  const players = await seedPlayers(storage, DEVICES, kills);
  const server = serverProcess(await freePort(), storage);
  const problems: string[] = [];
  await server.start();
  try {
    for (let round = 0; round < kills; round++) {
      const devices = players.map(
        (player) => new RetryingDevice(server.url, player.cookie, player.matchIds[round] as string),
      );
      let stuck = false;
      const playing = Promise.all(devices.map((device) => device.play(BATCHES, BATCH_SIZE)));
      // A device that gave up (a request never answered) must not leave the loop below waiting.
      playing.catch(() => {
        stuck = true;
      });
      // Kill once a random share of the burst (up to half) is acknowledged: always mid-burst.
      const killAfter = 1 + Math.floor((Math.random() * DEVICES * BATCHES * BATCH_SIZE) / 2);
      const acknowledged = () => devices.reduce((sum, device) => sum + device.acknowledged.size, 0);
      while (acknowledged() < killAfter && !stuck) await new Promise((resolve) => setTimeout(resolve, 2));
      await server.kill9();
      const killedAt = Date.now();
      await server.start();
      console.log(`${label}: kill ${round + 1}/${kills}, healthy again after ${Date.now() - killedAt} ms`);
      for (const device of devices) problems.push(...(await heldProblems(device)).map((p) => `round ${round}: ${p}`));
      await playing;
      for (const device of devices) {
        problems.push(...(await heldProblems(device)).map((p) => `round ${round}, after the retries: ${p}`));
        const held = await device.held();
        if (held.length !== device.sent.size) {
          problems.push(`round ${round}: ${device.matchId} holds ${held.length} of ${device.sent.size} sent`);
        }
      }
    }
  } finally {
    await server.stop();
  }
  return problems;
}

describe('kill -9 during event appends', () => {
  it(
    'on the embedded database: 20 kills, each reopened cleanly, nothing lost or doubled',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'marcador-faults-kill-'));
      try {
        expect(await killDuringAppends('PGlite', { dataDir }, 20)).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    20 * ROUND_TIMEOUT_MS,
  );

  describe('on PostgreSQL', () => {
    let postgres: PrivatePostgres;
    beforeAll(async () => {
      postgres = await startPrivatePostgres();
    });
    afterAll(() => postgres?.destroy());

    // Fewer rounds: the database process survives here (only the server dies), so what each round
    // proves is the idempotent retry of a cut transaction, which does not get likelier with repeats
    // the way a torn write of the embedded database would.
    it(
      '8 kills, nothing lost or doubled',
      async () => {
        expect(await killDuringAppends('PostgreSQL', { databaseUrl: postgres.url }, 8)).toEqual([]);
      },
      8 * ROUND_TIMEOUT_MS,
    );
  });
});
