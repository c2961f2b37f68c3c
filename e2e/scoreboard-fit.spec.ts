import type { APIRequestContext, Page } from '@playwright/test';
import { signedIn, uniqueEmail, waitForMail } from './support/accounts';
import {
  boxInView,
  expectFitsEverywhere,
  isLandscapePhone,
  overlaps,
  pageWidths,
  rectOf,
  smallControls,
  VIEWPORTS,
} from './support/fit';
import { chooseFormat, keepServeOrder, PADEL_FORMATS } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/** The machine running these is often busy: page loads get 30 s rather than 10. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The longest names the set-up allows, without a space to break at (40 for teams, 60 for players). */
const TEAM1 = 'LosInvenciblesDelClubDePadelDeMiraflores';
const TEAM2 = 'AguilasDeLaSierraNevadaYDeLaAlpujarraSur';
const PLAYERS = [
  'MaximilianoAlejandroFernandezDeLaTorreMontenegroYGarciaLopez',
  'GuillermoWenceslaoMartinezDeLaVegaYDominguezFuentesCastillos',
  'BartolomeEncarnacionRodriguezDeLosSantosYPeñarandaDelCastill',
  'CrisostomoFlorentinoHernandezDeLaFuenteYVillanuevaDeLaCanada',
] as const;

test.beforeAll(() => {
  expect([TEAM1, TEAM2].map((name) => name.length)).toEqual([40, 40]);
  expect(PLAYERS.map((name) => name.length)).toEqual([60, 60, 60, 60]);
});

/**
 * A new user on a 390 x 844 phone fills /setup for padel doubles with the longest names, and
 * optionally one invitee.
 */
async function setUpLongNames(
  page: Page,
  request: APIRequestContext,
  setup: { label: string; deuce: 'Ventaja' | 'Punto estrella'; superTiebreak?: boolean; invite?: string },
) {
  await signedIn(page, request, setup.label);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
  await page.getByLabel('Nombre del equipo').first().fill(TEAM1);
  await page.getByLabel('Nombre del equipo').nth(1).fill(TEAM2);
  await page.getByLabel('Jugador 1').first().fill(PLAYERS[0]);
  await page.getByLabel('Jugador 2').first().fill(PLAYERS[1]);
  await page.getByLabel('Jugador 1').nth(1).fill(PLAYERS[2]);
  await page.getByLabel('Jugador 2').nth(1).fill(PLAYERS[3]);
  await chooseFormat(page, setup.superTiebreak ? 'Pádel con super tie-break' : PADEL_FORMATS[setup.deuce]);
  if (setup.invite) {
    await page.getByRole('button', { name: 'Añadir invitado' }).click();
    await page.getByLabel('Email', { exact: true }).fill(setup.invite);
    await page.getByLabel('Nombre', { exact: true }).fill(PLAYERS[2]);
    await page.getByLabel('Posición').selectOption({ label: 'Equipo rival 1' });
  }
}

/** Saves the set-up and opens /app on its start card. */
async function saveSetup(page: Page) {
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Empezar partido' })).toBeVisible();
}

async function startMatch(page: Page) {
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page.getByTestId('points-player1').first()).toHaveText('0');
}

/**
 * The score on the board. A run of key presses is stored on the device one entry at a time, which
 * can take a minute on a busy machine, hence the long wait.
 */
async function expectScore(
  page: Page,
  score: { points: [string, string]; games?: [number, number]; sets?: [number, number] },
) {
  const shown = (id: string) => page.locator(`main [data-testid="${id}"]`);
  const wait = { timeout: 120_000 };
  for (const [index, side] of (['player1', 'player2'] as const).entries()) {
    await expect(shown(`points-${side}`)).toHaveText(score.points[index] as string, wait);
    if (score.games) await expect(shown(`games-${side}`)).toHaveText(String(score.games[index]), wait);
    if (score.sets) await expect(shown(`sets-${side}`)).toHaveText(String(score.sets[index]), wait);
  }
}

/** Scores by keyboard (the desktop shortcuts 1 and 2): fast enough for a 100-point tie-break. */
async function press(page: Page, keys: string) {
  for (const key of keys) {
    await keepServeOrder(page);
    await page.keyboard.press(key);
  }
}

/** The scoreboard names each team in full, as text or as the title of a shortened name. */
async function expectFullNames(page: Page) {
  for (const name of [TEAM1, TEAM2]) {
    const board = page.getByRole('region', { name: 'Marcador' });
    await expect(board.getByTitle(name, { exact: true })).toHaveCount(1);
  }
}

test.describe('el marcador cabe en el móvil (issue #15, 2, 3, 11 y 12)', () => {
  test('pádel con los nombres más largos: antes de empezar, 0, 15, 30, 40, DEU, Ad, punto estrella y punto de oro en cada pantalla', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(600_000);
    await setUpLongNames(page, request, { label: 'fit-game', deuce: 'Punto estrella' });
    await expectFitsEverywhere(page, testInfo, 'setup');
    await saveSetup(page);
    await expectFitsEverywhere(page, testInfo, 'start');
    await startMatch(page);
    await expectFullNames(page);

    // Every label of a game, first deuce and first advantage included (the star rule plays them as usual).
    const game: [keys: string, points: [string, string]][] = [
      ['', ['0', '0']],
      ['122', ['15', '30']],
      ['11', ['40', '30']],
      ['2', ['DEU', 'DEU']],
      ['1', ['Ad', '40']],
    ];
    for (const [keys, points] of game) {
      await press(page, keys);
      await expectScore(page, { points });
      await expectFitsEverywhere(page, testInfo, points.join('-'), { pointButtons: true });
    }
    await press(page, '22');
    await expectScore(page, { points: ['40', 'Ad'] });
    // The third deuce: star point, the next point wins the game.
    await press(page, '1');
    await expect(page.getByTestId('deciding-point')).toHaveText('Punto estrella');
    await expectFitsEverywhere(page, testInfo, 'punto-estrella', { pointButtons: true });

    // The golden-point switch: a control of the scoring screen, 44 px or more, that looks tappable.
    const golden = page.getByRole('switch', { name: 'Punto de oro' });
    for (const viewport of VIEWPORTS.filter((size) => !isLandscapePhone(size))) {
      await page.setViewportSize(viewport);
      const box = await boxInView(page, '[data-command="toggleGoldenPoint"]');
      expect.soft(box.width, `golden-point switch width @ ${viewport.name}`).toBeGreaterThanOrEqual(44);
      expect.soft(box.height, `golden-point switch height @ ${viewport.name}`).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect.soft(await smallControls(page), `controls under 44 px @ ${viewport.name}`).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await golden.click();
    await expect(golden).toBeChecked();
    await expect(page.getByTestId('deciding-point')).toHaveText('Punto de oro');
    await expectFitsEverywhere(page, testInfo, 'punto-de-oro', { pointButtons: true });

    // The set-up offers the unfinished match by its teams' names.
    await page.goto('/setup');
    await expect(page.getByTestId('unfinished-match')).toContainText(`${TEAM1} · ${TEAM2}`);
    await expectFitsEverywhere(page, testInfo, 'partido-sin-terminar');
  });

  test('los avisos no tapan el título ni los botones de punto, y se cierran con un botón de 44 px dentro del aviso', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    await setUpLongNames(page, request, { label: 'fit-toast', deuce: 'Ventaja' });
    await saveSetup(page);
    // Sonner holds a toast's timer while the page is hidden: saying so (without a visibility event,
    // so nothing else reacts) keeps the start toast up through every size.
    await page.evaluate(() => Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }));
    await startMatch(page);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '¡Partido iniciado!' });
    await expect(toast).toBeVisible();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const where = `toast @ ${viewport.name}`;
      const sideways = isLandscapePhone(viewport);
      await expect(toast).toBeInViewport({ ratio: 1 });
      // The toast has settled (sonner animates it) when two reads in a row agree.
      let previous = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await rectOf(page, '[data-sonner-toast]'));
          const settled = now === previous;
          previous = now;
          return settled;
        })
        .toBe(true);
      const box = await rectOf(page, '[data-sonner-toast]');
      const buttons = sideways
        ? [
            '[data-testid="landscape-board"] [data-command="pointUs"]',
            '[data-testid="landscape-board"] [data-command="pointThem"]',
          ]
        : ['[data-command="pointUs"]', '[data-command="pointThem"]'];
      if (!sideways) {
        await page.evaluate(() => window.scrollTo(0, 0));
        expect.soft(overlaps(box, await rectOf(page, 'main h1')), `${where}: covers the page heading`).toBe(false);
      }
      for (const button of buttons) {
        expect.soft(overlaps(box, await rectOf(page, button)), `${where}: covers ${button}`).toBe(false);
      }
      if (!sideways) {
        // Scrolled until the point buttons meet the top bar: the toast is still off them.
        await page
          .locator(buttons[0] as string)
          .first()
          .evaluate((element) => {
            const header = Array.from(document.querySelectorAll('header')).find(
              (h) => h.getBoundingClientRect().height > 0,
            );
            window.scrollBy(0, element.getBoundingClientRect().top - (header?.getBoundingClientRect().bottom ?? 0));
          });
        for (const button of buttons) {
          expect
            .soft(overlaps(box, await rectOf(page, button)), `${where}: covers ${button} when scrolled`)
            .toBe(false);
        }
        const close = await rectOf(page, '[data-sonner-toast] [data-close-button]');
        expect.soft(close.right - close.left, `${where}: close button width`).toBeGreaterThanOrEqual(44);
        expect.soft(close.bottom - close.top, `${where}: close button height`).toBeGreaterThanOrEqual(44);
        expect
          .soft(
            close.left >= box.left && close.right <= box.right && close.top >= box.top && close.bottom <= box.bottom,
            `${where}: close button inside the toast`,
          )
          .toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await page.screenshot({ path: testInfo.outputPath(`toast-${viewport.name}.png`) });
    }
  });

  test('tie-break de tres cifras, súper tie-break y final con los nombres más largos; resumen, historial y email también caben', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(900_000);
    const invitee = uniqueEmail('fit-invitee');
    await setUpLongNames(page, request, { label: 'fit-end', deuce: 'Ventaja', superTiebreak: true, invite: invitee });
    await saveSetup(page);
    await startMatch(page);

    // Set 1 to 6-6, then a tie-break that only ends at 100-102.
    await press(page, '11112222'.repeat(6));
    await expect(page.getByTestId('set-banner')).toHaveText('Tie-break', { timeout: 120_000 });
    await press(page, '12'.repeat(99));
    await press(page, '1');
    await expectScore(page, { points: ['100', '99'], games: [6, 6] });
    await expectFitsEverywhere(page, testInfo, 'tie-break-100-99', { pointButtons: true });
    await press(page, '22');
    await expectScore(page, { points: ['100', '101'] });
    await expectFitsEverywhere(page, testInfo, 'tie-break-100-101', { pointButtons: true });
    await press(page, '2');
    await expectScore(page, { points: ['0', '0'], games: [0, 0], sets: [0, 1] });

    // Set 2 to 6-0: one set all, so the match tie-break to 10.
    await press(page, '1111'.repeat(6));
    await expect(page.getByTestId('set-banner')).toHaveText('Súper tie-break', { timeout: 120_000 });
    await press(page, '1212121212121212121');
    await expectScore(page, { points: ['10', '9'], sets: [1, 1] });
    await expectFitsEverywhere(page, testInfo, 'super-tie-break', { pointButtons: true });
    await press(page, '1');

    const overlay = page.getByRole('dialog', { name: `Gana ${TEAM1}` });
    await expect(overlay).toContainText(`Gana ${TEAM1}`);
    await expectFitsEverywhere(page, testInfo, 'ganador');
    await overlay.getByRole('button', { name: 'Ver el marcador' }).click();
    const banner = page.getByTestId('finished-banner');
    await expect(banner).toContainText(`Gana ${TEAM1}`);
    await expectFitsEverywhere(page, testInfo, 'final', { pointButtons: true });

    await banner.getByRole('button', { name: 'Ver resumen' }).click();
    await expect(page.getByTestId('summary-result')).toHaveText(`Gana ${TEAM1}`);
    await expect(page.getByTestId('summary-sets')).toContainText(TEAM2);
    await expectFitsEverywhere(page, testInfo, 'resumen', { fullPage: true });

    await page.goto('/profile?tab=partidos');
    const history = page.getByTestId('match-history');
    // The history row wraps the longest names and its result whole, never cut.
    await expect(history.getByText(`${TEAM1} · ${TEAM2}`, { exact: true })).toBeVisible();
    await expect(history.getByText(`Gana ${TEAM1}`, { exact: true })).toBeVisible();
    await expectFitsEverywhere(page, testInfo, 'historial', { fullPage: true });

    // The post-match invitation names the 60-character players: the mail stays a phone's width.
    const mail = await waitForMail(invitee, (received) => received.subject.includes('Tu partido'), 60_000);
    expect(mail.html).toContain(PLAYERS[0]);
    await page.setContent(mail.html);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const widths = await pageWidths(page);
      expect
        .soft(widths.scrollWidth, `invitation e-mail width @ ${viewport.name}`)
        .toBeLessThanOrEqual(widths.innerWidth);
      await page.screenshot({ path: testInfo.outputPath(`email-${viewport.name}.png`), fullPage: true });
    }
  });
});
