import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { DESKTOP_1280, PHONE_360, shootPhoneAndDesktop } from './support/fit';
import { expect as baseExpect, test } from './support/test';

/**
 * The tournament's floating indicator and dashboard (decision 045), in Spanish: an organiser with a running
 * tournament (created through the API) sees the indicator on /profile, opens the dashboard, drags it
 * to a corner and moves it with the keyboard, pauses the tournament from it and closes it.
 */

// A sign-up and two lazy chunks on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const NAME = 'Americano del viernes';

const MARGIN = 12;

test('un organizador ve el indicador del torneo, abre el panel, lo arrastra, pausa el torneo y lo cierra', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'panel-torneo');
  const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin;
  const created = await page.context().request.post('/api/tournaments', {
    headers: { origin },
    data: {
      name: NAME,
      players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 21,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/profile');
  await appTookOver(page);
  const indicator = page.getByRole('region', { name: `Torneo en marcha: ${NAME}` });
  await expect(indicator).toBeVisible();
  await expect(indicator.getByText('En curso')).toBeVisible();
  await expect(indicator.getByText('Ronda 1 · Pista 1')).toBeVisible();
  await expect(indicator.getByRole('link', { name: 'Rotación completa' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'tournament-indicator', { controlsIn: 'section[aria-label^="Torneo en marcha"]' });

  await page.setViewportSize(DESKTOP_1280);
  await indicator.getByRole('button', { name: 'Panel' }).click();
  const dashboard = page.getByRole('dialog', { name: 'Panel del torneo' });
  await expect(dashboard).toBeVisible();
  await expect(dashboard.getByText('Próximos partidos')).toBeVisible();
  await expect(indicator).toBeHidden();

  const handle = dashboard.getByRole('button', { name: 'Panel del torneo' });
  await expect(handle).toBeFocused();

  // Dragged by its handle towards the top left, it settles in that corner.
  const grip = await handle.boundingBox();
  if (!grip) throw new Error('the handle is on screen');
  await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(60, 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await dashboard.boundingBox())?.x).toBe(MARGIN);
  expect((await dashboard.boundingBox())?.y).toBe(MARGIN);

  // The arrow keys on the handle take it to the next corner.
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => {
      const box = await dashboard.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(DESKTOP_1280.width - MARGIN);
  await shootPhoneAndDesktop(page, 'tournament-dashboard', { controlsIn: '[role="dialog"]' });

  await page.setViewportSize(DESKTOP_1280);
  await dashboard.getByRole('button', { name: 'Pausar torneo' }).click();
  await expect(page.getByText('Torneo pausado')).toBeVisible();
  await expect(dashboard.getByText('En pausa')).toBeVisible();
  await expect(dashboard.getByRole('button', { name: 'Reanudar torneo' })).toBeVisible();

  // Escape on it closes it, as "Cerrar el panel" does; the focus goes back to the indicator's "Panel".
  await handle.press('Escape');
  await expect(dashboard).toBeHidden();
  await expect(indicator.getByText('En pausa')).toBeVisible();
  await expect(indicator.getByRole('button', { name: 'Panel' })).toBeFocused();
  await indicator.getByRole('button', { name: 'Panel' }).click();
  await dashboard.getByRole('button', { name: 'Cerrar el panel' }).click();
  await expect(dashboard).toBeHidden();
  await expect(indicator.getByRole('button', { name: 'Panel' })).toBeFocused();

  // "Rotación completa" opens the rotation page scrolled down to its rounds, below the results panel.
  await indicator.getByRole('link', { name: 'Rotación completa' }).click();
  await expect(page).toHaveURL(/\/tournament-rotation\?.*#rotation-rounds$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Rondas' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
