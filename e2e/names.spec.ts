import type { Locator, Page, TestInfo } from '@playwright/test';
import { signedIn } from './support/accounts';
import { currentMatchId, setUpAndStart, winGame } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/** The machine running these is often busy: page loads get 30 s rather than 10. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A player's name at the longest the set-up takes (60), without a space to break at, and one with spaces. */
const WINNER = 'MaximilianoAlejandroFernandezDeLaTorreMontenegroYGarciaLopez';
const RIVAL = 'Bea Ruiz';

test.beforeAll(() => {
  expect(WINNER).toHaveLength(60);
});

/** Waits until the server holds the match as completed: the history lists what the server has. */
async function savedOnServer(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/matches/${id}`);
      return response.ok() ? ((await response.json()) as { match: { status: string } }).match.status : null;
    })
    .toBe('completed');
}

/** The element is whole inside the window's width, and its text is not cut by its own box. */
async function expectWhole(element: Locator, width: number, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(cut, `${what} is cut`).toBe(false);
}

/** The page does not scroll sideways; a full-page screenshot under test-results for a look by eye. */
async function fitsAndShoot(page: Page, testInfo: TestInfo, file: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${file} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${file}.png`), fullPage: true });
}

test('a singles match with two named players: their names on the board, the summary and the history, whole at 320 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, request, 'names');
  await setUpAndStart(page, { singles: [WINNER, RIVAL], format: 'Set único', code: 'SET1-S:4/TB7' });

  // The board names each side by its player, never "Nosotros" / "Oponentes".
  await expect(page.getByTestId('team-player1')).toContainText(WINNER);
  await expect(page.getByTestId('team-player2')).toContainText(RIVAL);
  await expect(page.getByTestId('scoreboard')).not.toContainText(/Nosotros|Oponentes/);

  await winGame(page, 'us', 4);
  const popUp = page.getByRole('dialog', { name: `Gana ${WINNER}` });
  await expect(popUp).toBeVisible();
  await popUp.getByRole('button', { name: 'Ver el marcador' }).click();
  const banner = page.getByTestId('finished-banner');
  await expect(banner).toContainText(`Gana ${WINNER}`);
  const id = await currentMatchId(page);
  await savedOnServer(page, id);

  await banner.getByRole('button', { name: 'Ver resumen' }).click();
  await expect(page.getByTestId('summary-result')).toHaveText(`Gana ${WINNER}`);
  await expect(page.getByTestId('summary-sides')).toHaveText(`${WINNER} · ${RIVAL}`);
  await expect(page.getByTestId('summary-sets')).toContainText(WINNER);
  await expect(page.getByTestId('summary-sets')).toContainText(RIVAL);
  await fitsAndShoot(page, testInfo, 'summary-1280');

  await page.goto('/profile?tab=partidos');
  const row = page.getByTestId('match-history').getByRole('listitem').filter({ hasText: WINNER });
  const sides = row.getByText(`${WINNER} · ${RIVAL}`, { exact: true });
  const result = row.getByText(`Gana ${WINNER}`, { exact: true });
  await expect(sides).toBeVisible();
  await expect(result).toBeVisible();
  await expect(row).not.toContainText(/Nosotros|Oponentes/);
  await fitsAndShoot(page, testInfo, 'history-1280');

  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await expectWhole(sides, width, `the sides at ${width} px`);
    await expectWhole(result, width, `the result at ${width} px`);
    await fitsAndShoot(page, testInfo, `history-${width}`);
  }

  // The summary on a phone: the winner's name wraps in the title, whole.
  await page.goto(`/match-summary?id=${id}`);
  await expectWhole(page.getByTestId('summary-result'), 360, 'the summary title at 360 px');
  await fitsAndShoot(page, testInfo, 'summary-360');
});

test('the invite places follow the game type: three free places in doubles, the rival alone in singles', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'names-invites');
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
  const invites = page.getByRole('region', { name: 'Invitar jugadores' });
  const add = invites.getByRole('button', { name: 'Añadir invitado' });

  await add.click();
  await expect(invites.getByLabel('Posición').locator('option')).toHaveText([
    'Mi equipo 2',
    'Equipo rival 1',
    'Equipo rival 2',
  ]);
  await invites.getByRole('button', { name: 'Quitar invitado' }).click();

  const gameType = page.getByRole('group', { name: 'Tipo de partido' });
  await gameType.getByText('Individual', { exact: true }).click();
  await add.click();
  await expect(invites.getByLabel('Posición').locator('option')).toHaveText(['Equipo rival']);
  await expect(add).toBeDisabled();
  await expect(invites.getByRole('status')).toHaveText(
    'En individuales solo puedes invitar a tu rival: tú juegas en «Mi equipo».',
  );
});
