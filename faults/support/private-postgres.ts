/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, a free port on 127.0.0.1), so
 * a test may stop it in immediate mode without touching the shared server on 5432. Runs the
 * binaries as the `postgres` user when the tests run as root (initdb refuses root).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';

/** The folder of initdb and pg_ctl: pg_config's answer, else the newest Debian install. */
function binDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  } catch {
    // No pg_config on PATH: look where Debian puts the server.
  }
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest && existsSync(join('/usr/lib/postgresql', newest, 'bin/pg_ctl'))) {
    return join('/usr/lib/postgresql', newest, 'bin');
  }
  throw new Error(
    'The fault tests need the PostgreSQL server binaries (initdb, pg_ctl) to run a private cluster: ' +
      'install them (apt-get install postgresql) or put pg_config on PATH.',
  );
}

/** uid/gid to run the binaries as: the `postgres` user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PrivatePostgres {
  /** Connection string of the `postgres` database on the private cluster. */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a crash; recovery runs on start. */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const user = runAs();
  const folder = mkdtempSync(join(tmpdir(), 'marcador-faults-pg-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const port = await freePort();

  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(join(bin, tool), args, {
        ...(user ?? {}),
        cwd: folder,
        env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited ${code}:\n${output}`))));
    });

  // fsync off is safe here: a stopped or killed server loses nothing the operating system holds,
  // and only the machine going down would. synchronous_commit stays on, so an acknowledged commit
  // is in the WAL before the API answers.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '60', 'start']);

  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stopImmediately() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
