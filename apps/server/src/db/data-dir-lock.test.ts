import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'marcador-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The PID of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'marcador.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'marcador.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', () => {
    const dir = tempDir();
    // PID 1 is always alive.
    writeFileSync(join(dir, 'marcador.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Marcador process \(pid 1\)/);
  });

  it('takes over a lock left by a killed process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'marcador.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'marcador.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
