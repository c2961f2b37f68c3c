import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { accessRepository } from '../modules/accounts/access.repository';
import { openTestDatabase } from '../test-app';
import { runUserCli, USAGE, userCommand } from './user';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(users)
    .values({ id: 'u1', name: 'Ana López', email: 'ana@example.com', emailVerified: true });
});
afterAll(() => database.close());

const access = () => accessRepository(database.db);

describe('userCommand', () => {
  it('grants and revokes roles, case-insensitively by e-mail', async () => {
    expect(await userCommand(database, ['grant-role', 'Ana@Example.com', 'admin'])).toEqual({
      code: 0,
      message: 'ana@example.com now has the admin role.',
    });
    await userCommand(database, ['grant-role', 'ana@example.com', 'court_admin']);
    await userCommand(database, ['grant-role', 'ana@example.com', 'admin']); // twice is harmless
    expect((await access().rolesOf('u1')).sort()).toEqual(['admin', 'court_admin']);
    expect((await userCommand(database, ['revoke-role', 'ana@example.com', 'admin'])).code).toBe(0);
    expect(await access().rolesOf('u1')).toEqual(['court_admin']);
  });

  it('sets the plan by hand', async () => {
    await userCommand(database, ['set-plan', 'ana@example.com', 'premium']);
    expect(await access().isSubscribed('u1')).toBe(true);
    expect((await userCommand(database, ['set-plan', 'ana@example.com', 'free'])).message).toBe(
      'ana@example.com is now on the free plan.',
    );
    expect(await access().isSubscribed('u1')).toBe(false);
  });

  it.each([
    [['grant-role', 'ana@example.com', 'owner']],
    [['set-plan', 'ana@example.com', 'master']],
    [['promote', 'ana@example.com', 'admin']],
    [['grant-role', 'ana@example.com']],
    [['grant-role', 'ana@example.com', 'admin', 'extra']],
  ])('prints the usage for %j', async (args) => {
    expect(await userCommand(database, args)).toEqual({ code: 2, message: USAGE });
  });

  it('fails clearly for an unknown e-mail', async () => {
    expect(await userCommand(database, ['grant-role', 'nadie@example.com', 'admin'])).toEqual({
      code: 1,
      message: 'No user with the e-mail nadie@example.com.',
    });
  });
});

// Each CLI run opens a fresh embedded database and migrates it: seconds on a quiet machine, more
// than the default 30 s on a busy 2-core one (CI beside other work timed out here). Not a timing.
describe('npm run user (embedded database)', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'marcador-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('works on DATA_DIR when no server holds it, and releases the lock', async () => {
    const result = await runUserCli(['grant-role', 'nadie@example.com', 'admin'], { DATA_DIR: dataDir });
    expect(result).toEqual({ code: 1, message: 'No user with the e-mail nadie@example.com.' });
    expect((await runUserCli(['set-plan', 'nadie@example.com', 'free'], { DATA_DIR: dataDir })).code).toBe(1);
  });

  it('refuses while a server holds DATA_DIR, with a clear message', async () => {
    // A live process other than this one holds the lock, as a running server would.
    writeFileSync(join(dataDir, 'marcador.lock'), String(process.ppid));
    const result = await runUserCli(['grant-role', 'ana@example.com', 'admin'], { DATA_DIR: dataDir });
    rmSync(join(dataDir, 'marcador.lock'));
    expect(result.code).toBe(1);
    expect(result.message).toContain(`is in use by another Marcador process (pid ${process.ppid})`);
  });

  it('runs as a script and exits 2 with the usage for bad arguments', () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/cli/user.ts', 'grant-role'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: npm run user -- <command> <email> <value>');
  });
});
