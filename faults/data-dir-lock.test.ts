/**
 * The embedded database allows one process: a second server on the same DATA_DIR must refuse to
 * start (two PGlite processes on one folder corrupt it), leave the first one serving, and start
 * normally once the first is gone, even when it was killed and left its lock file behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort, serverProcess } from './support/server-process.ts';

it('a second server process on the same DATA_DIR is refused; after a kill -9 of the first, it starts', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcador-faults-lock-'));
  const first = serverProcess(await freePort(), { dataDir });
  const second = serverProcess(await freePort(), { dataDir });
  try {
    await first.start();
    expect(await second.startAndWaitExit()).toBe(1);
    expect(second.output()).toMatch(/is in use by another Marcador process \(pid \d+\)/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    await first.kill9();
    await second.start();
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  } finally {
    await first.stop();
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
