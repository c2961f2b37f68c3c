/**
 * Builds the web app when its build is missing or stale. "Stale" means the hash of every source
 * file the bundle depends on (web, domain, contracts, lockfile, the prerender) differs from the one recorded at
 * the last build; content hashes, not mtimes, because a fresh clone gives every file the same time.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const distDir = join(webDir, 'dist');
const stampFile = join(distDir, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/live.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else {
    yield path;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Returns true when a build ran. Throws when the build fails. */
export function ensureWebBuild({ force = false } = {}) {
  const wanted = sourceHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && current === wanted && existsSync(join(distDir, 'index.html'))) return false;
  console.log('Building the web app…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed (see the output above).');
  // The live match's spectator page: its own build, sharing no chunk with the app (vite.config.ts).
  const live = spawnSync(process.execPath, [vite, 'build', '--mode', 'live', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (live.status !== 0) throw new Error('The spectator page build failed (see the output above).');
  const prerendered = spawnSync(process.execPath, [join(root, 'scripts/prerender.mjs')], { stdio: 'inherit' });
  if (prerendered.status !== 0) throw new Error('The prerender failed (see the output above).');
  precompress(distDir);
  writeFileSync(stampFile, wanted);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes('--force') });
}
