import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import {
  createVerifiedUser,
  longestNames,
  longestProfileText,
  retryingRateLimit,
  type SignUpProfile,
  signInWithApi,
  uniqueUsername,
  userIdOf,
} from './support/accounts';
import { appTookOver } from './support/app';
import { expectAccessible } from './support/axe';
import { spanishDevice } from './support/device';
import { expectNoSideScrollAndShoot, screenshotPath, smallControls } from './support/fit';
import { expect as baseExpect, test } from './support/test';

// Five players sign up, and each page's chunk and copy load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const VIEWPORTS = [
  { name: '360x740', width: 360, height: 740 },
  { name: '1280x800', width: 1280, height: 800 },
] as const;

interface Player {
  page: Page;
  id: string;
  /** First and last name, as the pages show it. */
  name: string;
  username: string;
}

/** The long-named players share this start of their username, so one search finds them all. */
const LONG_USERNAME = 'largo';

function longProfile(first: string): SignUpProfile {
  return {
    ...longestNames(first),
    username: uniqueUsername(LONG_USERNAME),
    city: longestProfileText('San Juan Bautista Tuxtepec de la Sierra '),
    state: 'Oaxaca',
    // A sport and level nobody else in the suite signs up with: the directory filtered by them lists these.
    sports: ['pickleball'],
    skillLevel: 'profesional',
  };
}

/** What a test hands `newPlayer`: the browser, the request factory and the test's address and headers. */
interface Setup {
  browser: Browser;
  playwright: PlaywrightWorkerArgs['playwright'];
  baseURL: string;
  headers: Record<string, string>;
}

/**
 * A player in a browser context of their own (their own cookies, as on their own phone), signed
 * up through a request context of their own (the verification link leaves a cookie in it, and a
 * later sign-up that carries a cookie without an Origin is refused) and signed in through the API.
 */
async function newPlayer(
  { browser, playwright, baseURL, headers }: Setup,
  viewport: { width: number; height: number },
  label: string,
  profile: SignUpProfile,
): Promise<Player> {
  const context = await spanishDevice(browser, { baseURL, headers, viewport });
  const page = await context.newPage();
  const withUsername = { username: uniqueUsername(label), ...profile };
  const signUp = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const user = await retryingRateLimit(page, () => createVerifiedUser(signUp, label, withUsername));
  await signUp.dispose();
  await retryingRateLimit(page, () => signInWithApi(page, user));
  return {
    page,
    id: await userIdOf(context.request),
    name: `${user.firstName} ${withUsername.lastName ?? 'E2E'}`,
    username: withUsername.username,
  };
}

/** Asks `to` to connect as `from`, through the API (the same request the button sends). */
async function requestConnection(from: Player, to: Player, origin: string): Promise<void> {
  const response = await from.page.context().request.post('/api/network/requests', {
    data: { userId: to.id },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('Ana encuentra a José escribiendo sin acentos y le pide conectar; José lo ve en vivo y acepta; los dos se ven en Mi red', async ({
  browser,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const setup: Setup = { browser, playwright, baseURL: baseURL ?? '', headers: extraHTTPHeaders ?? {} };
  const ana = await newPlayer(setup, VIEWPORTS[1], 'ana', {
    firstName: 'Ana',
    lastName: 'Torres Ruiz',
  });
  const jose = await newPlayer(setup, VIEWPORTS[0], 'jose', {
    firstName: 'José',
    lastName: 'Peñalver Ibáñez',
    city: 'Mérida',
  });

  // José has the app open on his phone: the bell listens.
  await jose.page.goto('/setup');
  await appTookOver(jose.page);
  await expect(jose.page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  // Ana types his name without accents and finds him.
  await ana.page.goto('/search-players');
  await appTookOver(ana.page);
  await ana.page.getByLabel('Buscar jugadores', { exact: true }).pressSequentially('jose penalver', { delay: 40 });
  const card = ana.page.getByRole('listitem').filter({ hasText: `@${jose.username}` });
  await expect(card.getByRole('link', { name: jose.name })).toBeVisible();
  await card.getByRole('button', { name: `Conectar con ${jose.name}` }).click();
  await expect(card.getByText('Solicitud enviada')).toBeVisible();

  // José is told at once, without a reload: the bell counts it and a toast shows it.
  await expect(jose.page.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
  await expect(
    jose.page.locator('[data-sonner-toast]').filter({ hasText: 'Nueva solicitud de conexión' }),
  ).toBeVisible();

  // He accepts it in his requests.
  await jose.page.goto('/network/requests');
  await appTookOver(jose.page);
  await expect(jose.page.getByRole('heading', { level: 1, name: 'Solicitudes recibidas' })).toBeVisible();
  const received = jose.page.getByRole('listitem').filter({ hasText: `@${ana.username}` });
  await received.getByRole('button', { name: `Aceptar la solicitud de ${ana.name}` }).click();
  await expect(jose.page.getByText('No tienes solicitudes pendientes.')).toBeVisible();

  // Ana is told live where she is: the bell, a toast, and the card she pressed.
  const anaBell = ana.page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
  await expect(anaBell).toBeVisible();
  await expect(ana.page.locator('[data-sonner-toast]').filter({ hasText: 'Solicitud aceptada' })).toBeVisible();
  await expect(card.getByText('Conectado')).toBeVisible();
  await anaBell.click();
  const dropdown = ana.page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(dropdown.getByText(`${jose.name} aceptó tu solicitud de conexión.`)).toBeVisible();
  await expect(dropdown.getByText(/^hace \d+ segundos?$/)).toBeVisible();
  await ana.page.keyboard.press('Escape');

  // Both see each other in their network.
  for (const [me, other] of [
    [ana, jose],
    [jose, ana],
  ] as const) {
    await me.page.goto('/network');
    await appTookOver(me.page);
    await expect(me.page.getByRole('heading', { level: 1, name: 'Mi red' })).toBeVisible();
    await expect(me.page.getByRole('link', { name: other.name })).toBeVisible();
    await expect(me.page.getByText('1 de 25 contactos')).toBeVisible();
  }

  // José's phone menu lists the network in its Social group.
  await jose.page.getByRole('button', { name: 'Menú' }).click();
  const menu = jose.page.getByRole('dialog', { name: 'Menú' });
  const social = menu.getByRole('region', { name: 'Social' });
  for (const label of ['Mi red', 'Buscar jugadores', 'Directorio de jugadores', 'Chat']) {
    await expect(social.getByRole('link', { name: label })).toBeVisible();
  }
  await social.screenshot({ path: screenshotPath('network-menu-social-360x740') });
  await jose.page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // --- Long names: three more players, on every page, at 360 and 1280 px ---
  const origin = new URL(ana.page.url()).origin;
  const carla = await newPlayer(setup, VIEWPORTS[1], 'carla', longProfile('Carla María'));
  const diego = await newPlayer(setup, VIEWPORTS[1], 'diego', longProfile('Diego Alejandro'));
  const elena = await newPlayer(setup, VIEWPORTS[1], 'elena', longProfile('Elena Sofía'));

  // Carla's request reaches Ana's open requests page live; Ana accepts it there.
  await ana.page.goto('/network/requests');
  await appTookOver(ana.page);
  await expect(ana.page.getByText('No tienes solicitudes pendientes.')).toBeVisible();
  await requestConnection(carla, ana, origin);
  const fromCarla = ana.page.getByRole('listitem').filter({ hasText: `@${carla.username}` });
  await fromCarla.getByRole('button', { name: `Aceptar la solicitud de ${carla.name}` }).click();
  await expect(ana.page.getByText('No tienes solicitudes pendientes.')).toBeVisible();
  await requestConnection(elena, ana, origin);

  // Ana asks Diego from his page: the request can be taken back there.
  await ana.page.goto(`/player/${diego.id}`);
  await appTookOver(ana.page);
  await ana.page.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(ana.page.getByText('Solicitud enviada')).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible();

  // Removing Carla asks first, in a dialog named by its question; going back keeps her.
  await ana.page.goto(`/player/${carla.id}`);
  await appTookOver(ana.page);
  await expect(ana.page.getByText('Conectado', { exact: true })).toBeVisible();
  await ana.page.getByRole('button', { name: 'Eliminar contacto' }).click();
  const confirm = ana.page.getByRole('dialog', { name: `¿Eliminar a ${carla.name} de tus contactos?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(ana.page, 'network-remove-dialog');
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();
  await expect(ana.page.getByText('Conectado', { exact: true })).toBeVisible();

  const pages = [
    { name: 'search', path: `/search-players?q=${LONG_USERNAME}`, shows: carla.name },
    { name: 'directory', path: '/players-directory?sport=pickleball&level=profesional', shows: diego.name },
    { name: 'player', path: `/player/${elena.id}`, shows: 'Cara a cara' },
    { name: 'network', path: '/network', shows: carla.name },
    { name: 'requests', path: '/network/requests', shows: elena.name },
    { name: 'sent', path: '/network/sent', shows: diego.name },
  ];
  for (const size of VIEWPORTS) {
    await ana.page.setViewportSize(size);
    for (const { name, path, shows } of pages) {
      await ana.page.goto(path);
      await appTookOver(ana.page);
      await expect(ana.page.getByText(shows).first()).toBeVisible();
      expect(await smallControls(ana.page), `${name} at ${size.name}: controls under 44 px`).toEqual([]);
      await expectNoSideScrollAndShoot(ana.page, `network-${name}-${size.name}`);
      await expectAccessible(ana.page, `network-${name}-${size.name}`);
    }
  }

  // José leaves the directory from his profile: Ana's search no longer finds him.
  await jose.page.goto('/profile');
  await appTookOver(jose.page);
  await jose.page.getByRole('checkbox', { name: 'Aparecer en el directorio de jugadores' }).uncheck();
  await jose.page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(jose.page.locator('[data-sonner-toast]').filter({ hasText: 'Perfil actualizado' })).toBeVisible();
  await ana.page.goto('/search-players?q=jose+penalver');
  await appTookOver(ana.page);
  await expect(ana.page.getByText('No encontramos jugadores para «jose penalver».')).toBeVisible();
});

test('una dirección de jugador que no existe muestra la página de no encontrado', async ({ page, request }) => {
  const user = await retryingRateLimit(page, () => createVerifiedUser(request, 'nadie'));
  await retryingRateLimit(page, () => signInWithApi(page, user));
  await page.goto('/player/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});
