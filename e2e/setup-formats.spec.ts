import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { DESKTOP_1280, PHONE_360, screenshotPath, shootPhoneAndDesktop } from './support/fit';
import { chooseFormat, customFormat, setUpAndStart } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

// The set-up's chunk and the dialog's load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The open dialog at a 360 px phone and a 1280 px desktop: nothing sideways, its controls 44 px or
 * more, a picture of the window (a full-page one draws the page scrolled under the fixed dialog).
 */
async function shootDialog(page: Page, file: string) {
  await shootPhoneAndDesktop(page, file, { controlsIn: '[role="dialog"]' });
  for (const viewport of [PHONE_360, DESKTOP_1280]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`${file}-window-${viewport.width}`) });
  }
  await page.setViewportSize(PHONE_360);
}

test('la configuración ofrece formatos con nombre, un formato personalizado por opciones o por código TODS, y recuerda el último', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, 'formatos');
  await page.setViewportSize(PHONE_360);
  await page.goto('/setup');
  const formats = page.getByRole('group', { name: 'Formato' });
  const sport = page.getByRole('group', { name: 'Deporte' });
  const summary = page.getByTestId('format-summary');
  await expect(formats.getByRole('radio', { name: 'Pádel (ventaja)' })).toBeChecked();
  await expect(summary).toHaveText('Mejor de 3 · SET3-S:6/TB7');

  // A tennis preset sets the sport; "Sets cortos" keeps it.
  await chooseFormat(page, 'Tenis sin ventaja con super tie-break');
  await expect(sport.getByRole('radio', { name: 'Tenis', exact: true })).toBeChecked();
  await expect(summary).toHaveText('Mejor de 3 · punto de oro · super tie-break a 10 · SET3-S:6NOAD/TB7-F:TB10');
  await chooseFormat(page, 'Sets cortos (a 4)');
  await expect(sport.getByRole('radio', { name: 'Tenis', exact: true })).toBeChecked();
  await expect(summary).toHaveText('Mejor de 3 · sets a 4 · SET3-S:4/TB7');

  await shootPhoneAndDesktop(page, 'setup-formats');
  await formats.screenshot({ path: screenshotPath('setup-formats-choice-360') });
  await page.getByRole('button', { name: 'Personalizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personalizar formato' });
  const code = dialog.getByLabel('Código TODS');
  await expect(code).toHaveValue('SET3-S:4/TB7');
  await shootDialog(page, 'setup-custom-format');
  await expectAccessible(page, 'setup-custom-format');

  // A code the engine cannot play is explained, beside the field, and changes nothing.
  for (const [typed, message] of [
    ['SET3-S:6/TB7-F:TB12', 'Ese set final no se puede jugar'],
    ['SET7-S:6/TB7', 'Solo se juega al mejor de 1, 3 o 5 sets'],
    ['mejor de tres', 'No es un código TODS que entendamos'],
  ] as const) {
    await code.fill(typed);
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(new RegExp(message));
    await expect(code).toBeFocused();
  }
  await shootDialog(page, 'setup-custom-format-error');

  // Fast4 by its choices: a tie-break to 5 at three all.
  await dialog.getByText('A 5', { exact: true }).click();
  await dialog.getByText('Con 3 iguales', { exact: true }).click();
  await expect(code).toHaveValue('SET3-S:4/TB5@3');
  await expect(code).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(formats.getByRole('radio', { name: 'Personalizado' })).toBeChecked();
  await expect(summary).toHaveText('Mejor de 3 · sets a 4 · tie-break a 5 con 3 iguales · SET3-S:4/TB5@3');

  // Cancel keeps the format as it was; a code equal to a preset selects the preset.
  await page.getByRole('button', { name: 'Personalizar' }).click();
  await dialog.getByText('Mejor de 5', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(summary).toContainText('SET3-S:4/TB5@3');
  await customFormat(page, 'set5-s:6/tb7');
  await expect(formats.getByRole('radio', { name: 'Mejor de cinco' })).toBeChecked();
  await customFormat(page, 'SET3-S:4/TB5@3');

  // A later visit (this tab's draft gone) starts from the last format.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(formats.getByRole('radio', { name: 'Personalizado' })).toBeChecked();
  await expect(sport.getByRole('radio', { name: 'Tenis', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const rules = await page.evaluate(() => JSON.parse(localStorage.getItem('gameConfig') ?? '{}').rules as unknown);
  expect(rules).toEqual({
    sport: 'tennis',
    deuce: 'advantage',
    finalSet: 'full',
    setGames: 4,
    tiebreak: { to: 5, at: 3 },
  });
});

test('a match set up by its TODS code starts with it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedIn(page, request, 'formato-codigo');
  await setUpAndStart(page, { team1: 'Norte', team2: 'Sur', format: 'Set único', code: 'SET1-S:4/TB5@3-G:TN3D' });
  const rules = await page.evaluate(() => JSON.parse(localStorage.getItem('gameConfig') ?? '{}').rules as unknown);
  expect(rules).toEqual({
    sport: 'padel',
    deuce: 'star',
    finalSet: 'full',
    bestOf: 1,
    setGames: 4,
    tiebreak: { to: 5, at: 3 },
  });
});
