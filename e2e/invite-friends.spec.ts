import type { Browser, BrowserContext } from '@playwright/test';
import {
  isVerification,
  linkIn,
  signedIn,
  strongPassword,
  uniqueEmail,
  uniqueUsername,
  waitForMail,
} from './support/accounts';
import { appTookOver } from './support/app';
import { spanishDevice } from './support/device';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expect as baseExpect, test } from './support/test';

// Three players, the SMTP sink and the lazy network chunk on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** A browser context of its own (its own cookies, as on its own device), in Spanish. */
function device(
  browser: Browser,
  baseURL: string,
  headers: Record<string, string>,
  width: number,
): Promise<BrowserContext> {
  const viewport = { width, height: width < 768 ? 740 : 800 };
  // "Copiar enlace" writes to the clipboard, which the test reads back.
  return spanishDevice(browser, { baseURL, headers, viewport, permissions: ['clipboard-read', 'clipboard-write'] });
}

/** The longest address the e-mail field takes (254 characters) and a 500-character message. */
const LONGEST_EMAIL = `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(3)}${'c'.repeat(6)}`.slice(0, 254);
const LONGEST_MESSAGE = '¿Jugamos el sábado en el club? Reservé la pista del fondo, la que tiene buena luz. '
  .repeat(7)
  .slice(0, 500);

test('Ana invita a una amiga por email y copia su enlace; Marta se registra con él y las dos quedan conectadas al momento', async ({
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders ?? {};
  const ana = await (await device(browser, baseURL ?? '', headers, 1280)).newPage();
  const anaUser = await signedIn(ana, request, 'invita');

  await ana.goto('/invite-friends');
  await appTookOver(ana);
  await expect(ana.getByRole('heading', { level: 1, name: 'Invitar amigos' })).toBeVisible();
  await expect(ana.getByText('0 de 10 invitaciones por email este mes')).toBeVisible();

  // An empty address is refused with the spec's message, before any request.
  await ana.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(ana.getByText('Por favor, ingresa un email')).toBeVisible();

  // Ana invites Marta by e-mail with a message.
  const marta = { email: uniqueEmail('marta'), password: strongPassword() };
  await ana.getByLabel('Email de tu amigo').fill(marta.email);
  await ana.getByLabel('Mensaje personal').fill('¡Vente a jugar pádel el sábado!');
  await ana.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(
    ana.locator('[data-sonner-toast]').filter({ hasText: `Invitación enviada a ${marta.email}` }),
  ).toBeVisible();
  await expect(ana.getByText('1 de 10 invitaciones por email este mes')).toBeVisible();

  // She copies her personal link: the clipboard holds what the read-only field shows.
  const field = ana.getByLabel('Tu enlace de invitación');
  const link = await field.inputValue();
  expect(link).toMatch(/\/auth\?mode=signup&invite=[a-z2-7]{16}$/);
  await ana.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(ana.locator('[data-sonner-toast]').filter({ hasText: 'Enlace copiado' })).toBeVisible();
  expect(await ana.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The invitation reached the SMTP sink with Ana's message and the same link.
  const invitation = await waitForMail(marta.email, (mail) => mail.subject.includes('te invita a Marcador'));
  expect(invitation.text).toContain('¡Vente a jugar pádel el sábado!');
  expect(linkIn(invitation, '/auth?mode=signup')).toBe(link);

  // Marta opens the link on her phone and signs up; the code travels with the form.
  const martaPage = await (await device(browser, baseURL ?? '', headers, 360)).newPage();
  await martaPage.goto(link);
  await appTookOver(martaPage);
  await martaPage.getByLabel('Email').fill(marta.email);
  await martaPage.getByLabel('Contraseña', { exact: true }).fill(marta.password);
  await martaPage.getByLabel('Confirmar contraseña').fill(marta.password);
  await martaPage.getByLabel('Nombre', { exact: true }).fill('Marta');
  await martaPage.getByLabel('Apellido').fill('Gil Invitada');
  await martaPage.getByLabel('Usuario').fill(uniqueUsername('marta'));
  await martaPage.getByRole('checkbox', { name: 'Pádel' }).check();
  await martaPage.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(martaPage.getByText('Revisa tu email para confirmar tu cuenta.')).toBeVisible();

  // Ana keeps the app open: nothing reaches her until Marta confirms.
  await ana.goto('/setup');
  await appTookOver(ana);
  await expect(ana.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  const verification = await waitForMail(marta.email, isVerification);
  await martaPage.goto(linkIn(verification, '/api/auth/verify-email'));
  await expect(martaPage.getByText('¡Email confirmado!')).toBeVisible();

  // Ana is told at once, without a reload.
  await expect(ana.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
  await expect(ana.locator('[data-sonner-toast]').filter({ hasText: 'Tu amigo se unió' })).toBeVisible();

  // Each sees the other in Mi red.
  await ana.goto('/network');
  await appTookOver(ana);
  await expect(ana.getByRole('link', { name: 'Marta Gil Invitada' })).toBeVisible();
  await martaPage.goto('/network');
  await appTookOver(martaPage);
  await expect(martaPage.getByRole('link', { name: `${anaUser.firstName} E2E` })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`/invite-friends fits ${width} px with the longest address and message`, async ({
    browser,
    request,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const page = await (await device(browser, baseURL ?? '', extraHTTPHeaders ?? {}, width)).newPage();
    await signedIn(page, request, `fit${width}`);
    await page.goto('/invite-friends');
    await appTookOver(page);
    await page.getByLabel('Email de tu amigo').fill(LONGEST_EMAIL);
    await page.getByLabel('Mensaje personal').fill(LONGEST_MESSAGE);
    await expect(page.getByLabel('Email de tu amigo')).toHaveValue(LONGEST_EMAIL);
    await expect(page.getByLabel('Mensaje personal')).toHaveValue(LONGEST_MESSAGE);
    await expect(page.getByText('500/500')).toBeVisible();
    await expectNoSideScrollAndShoot(page, `invite-friends-${width}`);
  });
}
