/**
 * The browser benches' baseline page (decision 027): bench/baseline-page/, a React counter, built
 * with the app's own Vite, React plugin and React packages in production mode into a temporary
 * folder, and served from 127.0.0.1 by a few lines of node:http. Never part of the app's build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import {
  PAINT_TIMING_SCRIPT,
  type PaintTiming,
  PHONE_CONTEXT,
  type Sampled,
  sampled,
  tapExpression,
} from './paint-timing.ts';

const source = fileURLToPath(new URL('./baseline-page/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** Builds the page as the app is built: `vite build`, production mode, the same React plugin and target. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    root: source,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

/** The built page served from 127.0.0.1: its address, and how to stop serving it. */
export interface ServedBaseline {
  url: string;
  close: () => Promise<void>;
}

/** Builds the page and serves it (once per bench: each run opens it in its own browser). */
export async function serveBaselinePage(): Promise<ServedBaseline> {
  const outDir = mkdtempSync(join(tmpdir(), 'marcador-bench-baseline-'));
  await buildPage(outDir);
  const server = createServer((request, response) => {
    const path = normalize(request.url === '/' ? '/index.html' : (request.url ?? '/')).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(outDir, path));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Opens the served page in a context of its own in `browser` (the app's viewport): its sampler, one tap. */
export async function openBaselinePage(browser: Browser, served: ServedBaseline): Promise<Sampled> {
  const context = await browser.newContext(PHONE_CONTEXT);
  await context.addInitScript(PAINT_TIMING_SCRIPT);
  const page = await context.newPage();
  await page.goto(served.url);
  await page.getByTestId('count').waitFor();
  return sampled(page, () => page.evaluate(tapExpression('increment', ['count'])) as Promise<PaintTiming>);
}
