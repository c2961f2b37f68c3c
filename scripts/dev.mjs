/**
 * `npm run dev`: the API server (restarting on change, development error detail) on PORT (3000)
 * and the Vite dev server on 5173, which proxies /api to it. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { NODE_ENV: 'development', ...process.env },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
