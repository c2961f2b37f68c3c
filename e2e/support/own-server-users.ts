import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { expect as baseExpect } from './test';

// Lazy chunks load on first visit on a busy machine, as in the specs that use these.
const expect = baseExpect.configure({ timeout: 25_000 });

const root = join(import.meta.dirname, '../..');

/**
 * Grants `role` with the operator CLI on the embedded database in `dataDir`, which it refuses while a
 * server holds it: a spec signs its users up, stops its own server, grants, and starts it again.
 */
export function grantRole(dataDir: string, email: string, role: 'admin' | 'court_admin'): void {
  const granted = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/cli/user.ts'), 'grant-role', email, role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(granted.status, `${granted.stdout}${granted.stderr}`).toBe(0);
}

/**
 * A 360 px page of its own browser context on `baseUrl`, in Spanish and the browser time zone
 * `timezoneId`, signed in as `user` through the API (its request names the origin, as the CSRF
 * check wants for writes).
 */
export async function signedInPhonePage(
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
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

/** Adds a court through the "Añadir pista" dialog of /add-court, which `page` shows. */
export async function addCourt(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Añadir pista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pista' });
  await dialog.getByLabel('Nombre de la pista').fill(name);
  await dialog.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}
