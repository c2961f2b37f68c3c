import type { Page } from '@playwright/test';
import { createVerifiedUser, retryingRateLimit, signedIn, signInWithApi, userIdOf } from './support/accounts';
import { appTookOver } from './support/app';
import { expectAccessible } from './support/axe';
import { expectNoSideScrollAndShoot, smallControls } from './support/fit';
import { expect as baseExpect, test } from './support/test';

// Two players sign up, and each page's chunk and copy load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const PHONE = { name: '360x740', width: 360, height: 740 } as const;
const LAPTOP = { name: '1280x800', width: 1280, height: 800 } as const;

/** The longest name the contact form takes (60 characters), one unbroken word in the middle. */
const LONG_NAME = 'María de los Ángeles Villaverdecastellanosmontenegro Ruiz'.padEnd(60, 'z');
/** The longest address the form takes (254 characters): a 64-character local part, one unbroken 185-letter label. */
const LONG_EMAIL = `${'maria.angeles.villaverde.castellanos'.padEnd(64, 'x')}@${'pistasdepadeldelnorte'.repeat(9).slice(0, 185)}.com`;

/** The set-up's invitations section. */
const invitations = (page: Page) => page.getByRole('region', { name: 'Invitar jugadores' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await appTookOver(page);
}

test('Ana guarda un contacto sin cuenta, lo añade a la partida desde la configuración y vuelve con todo lo que había escrito; un jugador de su red se añade por su cuenta', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  expect(LONG_NAME).toHaveLength(60);
  expect(LONG_EMAIL).toHaveLength(254);
  await page.setViewportSize(PHONE);
  await signedIn(page, request, 'ana-contactos');

  // Luis signs up on his own phone; Ana asks him to connect and he accepts: he is in her network.
  const luisContext = await browser.newContext({ baseURL, locale: 'es-ES', extraHTTPHeaders });
  const luisPage = await luisContext.newPage();
  const signUp = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const luis = await retryingRateLimit(luisPage, () =>
    createVerifiedUser(signUp, 'luis-contactos', { firstName: 'Luis', lastName: 'Pérez Gil' }),
  );
  await signUp.dispose();
  await retryingRateLimit(luisPage, () => signInWithApi(luisPage, luis));
  const luisId = await userIdOf(luisContext.request);
  const origin = new URL(baseURL ?? '').origin;
  const asked = await page.context().request.post('/api/network/requests', {
    data: { userId: luisId },
    headers: { origin },
  });
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await luisContext.request.post(`/api/network/requests/${requestId}/accept`, { headers: { origin } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await luisContext.close();

  // /add-player: a name and an e-mail, each field labelled, each mistake said in Spanish.
  await open(page, '/add-player');
  await expect(page.getByRole('heading', { level: 1, name: 'Añadir contacto' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar contacto' }).click();
  await expect(page.getByText('Escribe un nombre.')).toBeVisible();
  await expect(page.getByText('Escribe un email.')).toBeVisible();
  await page.getByLabel('Nombre').fill(LONG_NAME);
  await page.getByLabel('Email').fill('maria@pistas');
  await expect(page.getByText('Escribe un email válido, como nombre@ejemplo.com.')).toBeVisible();
  await page.getByLabel('Email').fill(LONG_EMAIL);
  await expect(page.getByText('Escribe un email válido, como nombre@ejemplo.com.')).toBeHidden();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSideScrollAndShoot(page, `contacts-add-player-${size.name}`);
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Guardar contacto' }).click();

  // Back on /contacts: the contact, the free plan's allowance, the way to invite friends.
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 3, name: LONG_NAME })).toBeVisible();
  await expect(page.getByText(LONG_EMAIL)).toBeVisible();
  await expect(page.getByText('1 de 25 contactos guardados')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invitar amigos' })).toHaveAttribute('href', '/invite-friends');
  await expect(page.getByRole('link', { name: 'Luis Pérez Gil' })).toBeVisible();

  // Deleting asks first, in a dialog named by its question; going back keeps the contact.
  await page.getByRole('button', { name: `Eliminar a ${LONG_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar a ${LONG_NAME} de tus contactos guardados?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();

  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    expect(await smallControls(page), `contacts at ${size.name}: controls under 44 px`).toEqual([]);
    await expectNoSideScrollAndShoot(page, `contacts-list-${size.name}`);
    await expectAccessible(page, `contacts-list-${size.name}`);
  }
  await page.setViewportSize(PHONE);

  // /setup: Ana types her team's name and her partner, then goes to pick from her contacts.
  await open(page, '/setup');
  const myTeam = page.getByRole('group', { name: 'Mi equipo', exact: true });
  await myTeam.getByLabel('Nombre del equipo').fill('Los Rápidos');
  await myTeam.getByLabel('Jugador 1').fill('Ana');
  const sport = page.getByRole('group', { name: 'Deporte' });
  await sport.getByText('Tenis', { exact: true }).click();
  await invitations(page).getByRole('link', { name: 'Añadir desde mis contactos' }).click();

  await expect(page).toHaveURL(/\/contacts\?pick=setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elige a quién invitar' })).toBeVisible();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSideScrollAndShoot(page, `contacts-pick-${size.name}`);
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: `Añadir a ${LONG_NAME} a la partida` }).click();

  // Back on /setup with the slot filled and everything she had typed still there.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText(`Añadiste a ${LONG_NAME} a la partida.`)).toBeVisible();
  await expect(invitations(page).getByLabel('Email')).toHaveValue(LONG_EMAIL);
  await expect(invitations(page).getByLabel('Nombre')).toHaveValue(LONG_NAME);
  await expect(myTeam.getByLabel('Nombre del equipo')).toHaveValue('Los Rápidos');
  await expect(myTeam.getByLabel('Jugador 1')).toHaveValue('Ana');
  await expect(sport.getByRole('radio', { name: 'Tenis', exact: true })).toBeChecked();

  // Luis, from her network, by his account: the slot says so instead of an address.
  await invitations(page).getByRole('link', { name: 'Añadir desde mis contactos' }).click();
  await page.getByRole('button', { name: 'Añadir a Luis Pérez Gil a la partida' }).click();
  await expect(page.getByText('Añadiste a Luis Pérez Gil a la partida.')).toBeVisible();
  await expect(invitations(page).getByText('Jugador de tu red')).toBeVisible();
  await expect(invitations(page).getByLabel('Nombre').nth(1)).toHaveValue('Luis Pérez Gil');

  // A third by hand: at 3 the contacts page says the spec's limit and offers nobody more.
  await invitations(page).getByRole('button', { name: 'Añadir invitado' }).click();
  await invitations(page).getByLabel('Email').nth(1).fill('tercero@example.com');
  await invitations(page).getByRole('link', { name: 'Añadir desde mis contactos' }).click();
  await expect(page.getByText('Límite alcanzado: solo puedes invitar hasta 3 jugadores por partido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir a Luis Pérez Gil a la partida' })).toBeDisabled();

  // "Volver a la configuración" goes back without a choice, the draft intact.
  await page.getByRole('link', { name: 'Volver a la configuración' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(invitations(page).getByLabel('Email')).toHaveCount(2);
  await expect(myTeam.getByLabel('Nombre del equipo')).toHaveValue('Los Rápidos');
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSideScrollAndShoot(page, `contacts-setup-filled-${size.name}`);
  }
});
