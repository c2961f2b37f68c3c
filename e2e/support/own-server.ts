import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import type { TestUser } from './accounts';
import { startOwnServer, type TestServer } from './test-server';

/*
 * What the specs running a server of their own share (court admins and admins are made with the
 * operator CLI, which refuses while a server holds the embedded database: sign up, stop, grant,
 * start again on the same data folder).
 */

const root = join(import.meta.dirname, '../..');

/** A request context on `baseURL` that names its origin, as the CSRF check wants for writes. */
export function originContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

/** Grants `role` to the account of `email` with the operator CLI, on the data folder of a stopped server. */
function grantRoleWithCli(dataDir: string, email: string, role: 'admin' | 'court_admin'): void {
  const granted = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/cli/user.ts'), 'grant-role', email, role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(granted.status, `${granted.stdout}${granted.stderr}`).toBe(0);
}

/** A role the operator CLI grants. */
export type GrantedRole = readonly [email: string, role: 'admin' | 'court_admin'];

/**
 * A server of the spec's own on a fresh data folder: `signUp` makes the accounts on a first start and
 * answers the roles to grant, which the CLI grants once that server stopped; the tests use the second
 * start. `close` stops it and removes the folder. `env` adds to the server's environment (a feature flag).
 */
export async function ownServerWithRoles(
  name: string,
  signUp: (api: APIRequestContext) => Promise<readonly GrantedRole[]>,
  env: Record<string, string> = {},
): Promise<{ server: TestServer; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `marcador-e2e-${name}-`));
  const start = () => startOwnServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', ...env }, name);
  const first = await start();
  const api = await originContext(first.baseUrl);
  const roles = await signUp(api);
  await api.dispose();
  await first.stop();
  for (const [email, role] of roles) grantRoleWithCli(dataDir, email, role);
  const server = await start();
  return {
    server,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page of its own browser context on `baseUrl`, in Spanish and `timezoneId`, signed in as `user`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: TestUser,
  timezoneId: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-ES',
    timezoneId,
    extraHTTPHeaders: { origin: baseUrl },
  });
  const page = await context.newPage();
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return page;
}

/** Adds a court through the "Añadir pista" dialog of /add-court, which `page` shows. */
export async function addCourt(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Añadir pista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pista' });
  await dialog.getByLabel('Nombre de la pista').fill(name);
  await dialog.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible({ timeout: 25_000 });
}
