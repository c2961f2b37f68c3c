import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  createVerifiedUser,
  isPasswordReset,
  isVerification,
  linkIn,
  signInWithApi,
  signInWithForm,
  strongPassword,
  uniqueEmail,
  uniqueUsername,
  waitForMail,
} from './support/accounts';
import { expect, test } from './support/test';

/** Screenshots for a person to look at (gitignored); not compared by the tests. */
const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

const MESSAGES = {
  weakPassword: 'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
  passwordHint: 'Requiere: 8+ caracteres, mayúscula, número, símbolo.',
  mismatch: 'Las contraseñas no coinciden',
  required: 'Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.',
  sports: 'Selecciona al menos un deporte',
  wrongCredentials: 'Credenciales incorrectas. Revisa tu email y contraseña.',
  emailFirst: 'Por favor ingresa tu email primero',
  accessDenied: 'Acceso Denegado',
};

interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  username: string;
  sports: string[];
}

function validForm(label: string): SignUpForm {
  const password = strongPassword();
  return {
    email: uniqueEmail(label),
    password,
    confirmPassword: password,
    firstName: 'Lucía',
    lastName: 'Fernández',
    username: uniqueUsername(label),
    sports: ['Pádel'],
  };
}

async function fillSignUp(page: Page, form: SignUpForm) {
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(form.password);
  await page.getByLabel('Confirmar contraseña').fill(form.confirmPassword);
  await page.getByLabel('Nombre', { exact: true }).fill(form.firstName);
  await page.getByLabel('Apellido').fill(form.lastName);
  await page.getByLabel('Usuario').fill(form.username);
  for (const sport of form.sports) await page.getByRole('checkbox', { name: sport }).check();
}

/** Records sign-up requests: the client-side rules must stop an invalid form before the server. */
function recordSignUpRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up')) sent.push(request.url());
  });
  return sent;
}

const submitSignUp = (page: Page) => page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();

test.describe('sign-up form (Spanish)', () => {
  test('a weak password shows the exact rule and the hint', async ({ page }) => {
    const sent = recordSignUpRequests(page);
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordHint)).toBeVisible();
    await fillSignUp(page, { ...validForm('weak'), password: 'debil', confirmPassword: 'debil' });
    await submitSignUp(page);
    await expect(page.getByText(MESSAGES.weakPassword, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('mismatched passwords are flagged inline and on submit', async ({ page }) => {
    const sent = recordSignUpRequests(page);
    await page.goto('/auth?mode=signup');
    const form = validForm('mismatch');
    await fillSignUp(page, { ...form, confirmPassword: `${form.password}x` });
    // Inline, before any submit (spec section 5: "also inline").
    await expect(page.getByText(MESSAGES.mismatch, { exact: true })).toBeVisible();
    await submitSignUp(page);
    await expect(page.getByText(MESSAGES.mismatch, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirmar contraseña')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('missing fields give the required-fields message and the sports rule', async ({ page }) => {
    const sent = recordSignUpRequests(page);
    await page.goto('/auth?mode=signup');
    await submitSignUp(page);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.required })).toBeVisible();
    await expect(page.getByText(MESSAGES.sports, { exact: true })).toBeVisible();
    for (const label of ['Email', 'Usuario', 'Apellido']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    // Focus goes to the first problem in the order the form shows its fields (the e-mail).
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('a successful premium sign-up e-mails a link that confirms the account and continues to checkout', async ({
    page,
  }) => {
    const form = validForm('signup');
    await page.goto('/registration?intent=premium');
    await expect(page.getByText('Vas a por Premium')).toBeVisible();
    await fillSignUp(page, form);
    await page.getByLabel('Edad').fill('34');
    await page.getByLabel('Nivel de juego').selectOption('avanzado');
    await page.getByLabel('Ciudad').fill('Guadalajara');
    await submitSignUp(page);

    await expect(page.getByRole('heading', { name: '¡Registro exitoso!' })).toBeVisible();
    await expect(page.getByText('Revisa tu email para confirmar tu cuenta.')).toBeVisible();

    const mail = await waitForMail(form.email, isVerification);
    expect(mail.subject).toContain('Confirma tu email');
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page.getByText('¡Email confirmado!')).toBeVisible();
    // The sign-up was for Premium: it continues to checkout rather than /setup.
    await expect(page).toHaveURL(/\/premium-checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    // Signed in, the auth screen sends the user on (spec section 2).
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();

    // The profile holds what the form sent.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía Fernández' })).toBeVisible();
    await expect(page.getByLabel('Edad')).toHaveValue('34');
    await expect(page.getByLabel('Nivel de juego')).toHaveValue('avanzado');
    await expect(page.getByRole('checkbox', { name: 'Pádel' })).toBeChecked();
  });

  test('the premium link carries its intent: opened in a browser that did not sign up, it continues to checkout', async ({
    page,
    request,
  }) => {
    // Signed up elsewhere (no remembered intent in this browser), as on a laptop then the phone.
    const form = validForm('signup');
    const response = await request.post('/api/auth/sign-up', {
      data: {
        email: form.email,
        password: form.password,
        confirmPassword: form.password,
        firstName: 'Prueba',
        lastName: 'E2E',
        username: form.username,
        sports: ['padel'],
        intent: 'premium',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const mail = await waitForMail(form.email, isVerification);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/premium-checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('a wrong password shows the spec message; the right one returns to the page asked for', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'login');
    await page.goto('/profile?tab=estadisticas');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile%3Ftab%3Destadisticas$/);

    await signInWithForm(page, user.email, `${user.password}-nope`);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.wrongCredentials })).toBeVisible();

    await signInWithForm(page, user.email, user.password);
    await expect(page.getByText('¡Hola de nuevo!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?tab=estadisticas$/);
    await expect(page.getByRole('tab', { name: 'Estadísticas', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aún no hay estadísticas' })).toBeVisible();

    await page.getByRole('tab', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Tu perfil de jugador' })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'profile-desktop.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Gratis' })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'profile-plan-desktop.png'), fullPage: true });

    // Security: the profile's password rule and its messages (spec section 5, in Spanish).
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    const security = page.getByRole('tabpanel');
    await security.getByLabel('Contraseña actual').fill(user.password);
    await security.getByLabel('Contraseña nueva', { exact: true }).fill('abc');
    await security.getByLabel('Confirmar contraseña nueva').fill('abd');
    await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(security.getByText('La contraseña debe cumplir todos los requisitos de seguridad')).toBeVisible();
    await expect(security.getByText('Las contraseñas no coinciden')).toBeVisible();
    await security.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva#1');
    await security.getByLabel('Confirmar contraseña nueva').fill('Nueva#1');
    await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
    // This session survives the change (the server signs out the others).
    await page.reload();
    await expect(page).toHaveURL(/\/profile\?tab=seguridad$/);
  });

  test('forgot password, end to end through the e-mail', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'forgot');
    await page.goto('/auth');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByText(MESSAGES.emailFirst, { exact: true })).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByText('Email enviado')).toBeVisible();
    await expect(page.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toHaveCount(0);

    const mail = await waitForMail(user.email, isPasswordReset);
    await page.goto(linkIn(mail, '/reset-password?token='));
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    await page.getByLabel('Contraseña nueva').fill('corta');
    await page.getByLabel('Confirmar contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText(MESSAGES.weakPassword, { exact: true })).toBeVisible();

    const newPassword = strongPassword();
    await page.getByLabel('Contraseña nueva').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
    await expect(page.getByText('Tu contraseña se cambió. Ya puedes iniciar sesión.')).toBeVisible();

    await signInWithForm(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/setup$/);
  });
});

test.describe('session', () => {
  test('sign-out is global: every session of the user ends and both land on /auth', async ({
    browser,
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'signout');
    // A second device, on a phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const phonePage = await phone.newPage();
    await signInWithApi(phonePage, user);
    await phonePage.goto('/profile');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Prueba E2E' })).toBeVisible();
    await phonePage.screenshot({ path: join(screenshots, 'profile-390x844.png'), fullPage: true });
    await phonePage.getByRole('button', { name: 'Menú' }).click();
    const menu = phonePage.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    // Herramientas starts folded: its heading opens it.
    await menu.getByRole('button', { name: 'Herramientas' }).click();
    await expect(menu.getByRole('button', { name: 'Reparar sesión' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Administración' })).toHaveCount(0);

    await page.goto('/auth');
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/setup$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);

    // The phone's session was revoked too.
    await phonePage.goto('/profile');
    await expect(phonePage).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    await phone.close();
  });

  test('a user who is not an admin is sent away from /master-admin with the toast', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'notadmin');
    await signInWithApi(page, user);
    await page.goto('/master-admin');
    await expect(page.getByText(MESSAGES.accessDenied, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/master-admin/);
  });

  test('a visitor is sent from /master-admin to sign in', async ({ page }) => {
    await page.goto('/master-admin');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fmaster-admin$/);
  });
});

test.describe('screenshots', () => {
  test('login and sign-up on desktop', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'auth-login-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Crear cuenta', pressed: false }).click();
    await expect(page).toHaveURL(/mode=signup/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'auth-signup-desktop.png'), fullPage: true });
  });

  test.describe('phone (390x844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('login and sign-up', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible();
      await page.screenshot({ path: join(screenshots, 'auth-login-390x844.png'), fullPage: true });
      await page.goto('/auth?mode=signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
      await page.screenshot({ path: join(screenshots, 'auth-signup-390x844.png'), fullPage: true });
    });
  });
});
