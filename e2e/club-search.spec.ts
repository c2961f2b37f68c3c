import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { originContext, ownServerWithRoles } from './support/own-server';
import { expect, test } from './support/test';
import type { TestServer } from './support/test-server';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

/*
 * A court admin is made with the operator CLI (`npm run user -- grant-role`), which refuses while a
 * server holds the embedded database. So this file runs a server of its own on a data folder it
 * keeps: sign the court admin up, stop, grant the role, start again on the same folder.
 */
// One worker for this file: its tests share the server its beforeAll starts.
test.describe.configure({ mode: 'serial' });

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let courtAdmin: TestUser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('club-search', async (signUp) => {
    courtAdmin = await createVerifiedUser(signUp, 'courtadmin');
    return [[courtAdmin.email, 'court_admin']];
  });
  server = own.server;
  closeServer = own.close;
  const admin = await originContext(server.baseUrl);
  const signIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: courtAdmin.email, password: courtAdmin.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await admin.post('/api/venues', {
    data: {
      name: 'Pádel Málaga Centro',
      address: 'Calle Larios 3',
      city: 'Málaga',
      courtNames: ['Pista 1', 'Central'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
});

test.afterAll(async () => {
  await closeServer?.();
});

test('a player finds the club by a plain spelling, picks a court and sees the club on the timer card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await originContext(server.baseUrl);
  const user = await createVerifiedUser(player, 'clubsearch');
  await player.dispose();
  const signIn = await page.context().request.post(`${server.baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await page.goto(`${server.baseUrl}/setup`);
  const search = page.getByRole('searchbox', { name: 'Buscar club' });
  await search.fill('malaga');
  const result = page.getByRole('button', { name: /Pádel Málaga Centro/ });
  await expect(result).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 club' })).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'club-search-390x844.png') });

  // Keyboard: ↓ from the box reaches the result, Enter picks it.
  await search.press('ArrowDown');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-venue')).toContainText('Calle Larios 3, Málaga');
  await page.getByLabel('Pista', { exact: true }).selectOption('Central');
  await expect(page.getByLabel('Duración de la sesión (minutos)')).toHaveValue('60');
  await page.screenshot({ path: join(screenshots, 'club-chosen-390x844.png') });

  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  const timer = page.getByTestId('timer-card');
  await expect(timer.getByRole('heading', { name: 'Pádel Málaga Centro' })).toBeVisible();
  await expect(timer).toContainText('Central · Calle Larios 3, Málaga');

  // A venue is the venue's: it is not copied into the player's hand-made clubs.
  expect(await page.evaluate(() => localStorage.getItem('userClubs'))).toBeNull();
});

test('a search that finds nothing says so, and the manual form stays available', async ({ page }) => {
  const player = await originContext(server.baseUrl);
  const user = await createVerifiedUser(player, 'clubnone');
  await player.dispose();
  await page.context().request.post(`${server.baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  await page.goto(`${server.baseUrl}/setup`);
  await page.getByRole('searchbox', { name: 'Buscar club' }).fill('zzz inexistente');
  await expect(page.getByText('No encontramos clubes con «zzz inexistente».')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir mi club a mano' }).click();
  await expect(page.getByLabel('Nombre del club')).toBeVisible();
});
