import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectContrastAAA } from './support/axe';
import { expectNoSideScrollAndShoot } from './support/fit';
import { keepServeOrder, setUpAndStart } from './support/live-match';
import { expect, test } from './support/test';

/**
 * The board under the thumb (Spanish): a whole padel match played with the buttons, a court swap in
 * it, on a phone upright, a phone sideways and a desktop. The point buttons, undo and end match keep
 * their place and size after every point, whatever the board says (change of ends, set point, the
 * sets line, the end of the match); after the swap each point button is under its team's half; the
 * swap survives a reload; the point keys follow the sides; the screen is kept on and each point
 * vibrates, with a switch to turn that off.
 */

const SHAPES = [
  { name: '360x740', width: 360, height: 740, landscape: false },
  { name: '740x360', width: 740, height: 360, landscape: true },
  { name: '1280x800', width: 1280, height: 800, landscape: false },
] as const;

type Shape = (typeof SHAPES)[number];

/** Four points for one side ('1' Leones, '2' Águilas). */
const love = (side: '1' | '2') => side.repeat(4);
/** A game through deuce, won by `side`. */
const deuce = (side: '1' | '2') => `121212${side}${side}`;
/**
 * 6-4 6-0 for Leones: deuces, breaks, set and match points, changes of ends, the sets line after the
 * first set; the court swap ('s') after the third game.
 */
const MATCH = [
  love('1'),
  deuce('2'),
  '11211',
  's',
  love('2'),
  love('1'),
  love('2'),
  deuce('1'),
  love('2'),
  love('1'),
  love('1'),
  love('1').repeat(6),
].join('');

/** The controls the thumb uses, where they are on the page (not the window: a tap may scroll it). */
async function controlRects(page: Page, shape: Shape): Promise<Record<string, string>> {
  const scope = shape.landscape ? '[data-testid="landscape-board"] ' : '';
  return page.evaluate((within) => {
    const rects: Record<string, string> = {};
    for (const name of ['pointUs', 'pointThem', 'undo', 'endMatch']) {
      const element = document.querySelector(`${within}[data-command="${name}"]`);
      if (!element) throw new Error(`no ${name} button`);
      const rect = element.getBoundingClientRect();
      const box = [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
      rects[name] = box.map((value) => value.toFixed(1)).join(',');
    }
    return rects;
  }, scope);
}

/** What the board shows: it changes with every point, so a new value means the point has rendered. */
async function shownScore(page: Page): Promise<string> {
  return page.evaluate(() =>
    ['points-player1', 'points-player2', 'games-player1', 'games-player2', 'sets-player1', 'sets-player2']
      .map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')
      .join('|'),
  );
}

/** Two frames: whatever the point made appear has been laid out. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Each point button's middle is over its own team's half of the board (the portrait board's column, or its own score sideways). */
async function expectButtonsUnderTheirTeams(page: Page, shape: Shape): Promise<void> {
  for (const [command, side] of [
    ['pointUs', 'player1'],
    ['pointThem', 'player2'],
  ] as const) {
    const scope = shape.landscape ? '[data-testid="landscape-board"] ' : '';
    const button = await page.locator(`${scope}[data-command="${command}"]`).boundingBox();
    const team = await page.getByTestId(shape.landscape ? `landscape-${side}` : `team-${side}`).boundingBox();
    if (!button || !team) throw new Error('button or team not drawn');
    const middle = button.x + button.width / 2;
    expect(middle, `${command} is under ${side}'s half`).toBeGreaterThan(team.x);
    expect(middle, `${command} is under ${side}'s half`).toBeLessThan(team.x + team.width);
  }
}

/** Records the screen wake lock's requests and releases, and the vibrations (the browser's own do nothing headless). */
async function watchDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { locks: 0, released: 0, vibrations: 0 };
    Object.assign(window, { deviceLog: log });
    const sentinel = () => {
      const target = new EventTarget();
      return Object.assign(target, {
        released: false,
        type: 'screen',
        release: async () => {
          log.released++;
          target.dispatchEvent(new Event('release'));
        },
      });
    };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          log.locks++;
          return sentinel();
        },
      },
    });
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        log.vibrations++;
        return true;
      },
    });
  });
}

async function deviceLog(page: Page): Promise<{ locks: number; released: number; vibrations: number }> {
  return page.evaluate(
    () => (window as unknown as { deviceLog: { locks: number; released: number; vibrations: number } }).deviceLog,
  );
}

for (const shape of SHAPES) {
  test(`${shape.name}: a whole padel match with a court swap never moves the point buttons, undo or end match`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await watchDevice(page);
    await signedIn(page, request, `steady-${shape.name}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
    await page.setViewportSize({ width: shape.width, height: shape.height });
    if (shape.landscape) await expect(page.getByTestId('landscape-board')).toBeVisible();
    await expect.poll(async () => (await deviceLog(page)).locks).toBe(1);
    await settled(page);
    const first = await controlRects(page, shape);
    await expectContrastAAA(
      page,
      shape.landscape
        ? ['[data-testid="landscape-board"]']
        : [
            '[data-testid="scoreboard"]',
            '[data-testid="point-buttons"]',
            'section[aria-label="Controles del partido"]',
          ],
    );

    let points = 0;
    for (const step of MATCH) {
      if (step === 's') {
        if (shape.landscape) await page.keyboard.press('s');
        else await page.getByRole('button', { name: 'Cambiar lado' }).first().click();
        await expect(page.locator('[data-command="pointThem"]').first()).toBeVisible();
        await settled(page);
        await expectButtonsUnderTheirTeams(page, shape);
        // The buttons changed places with their teams; their places did not change.
        const swapped = await controlRects(page, shape);
        expect(swapped.pointUs).toBe(first.pointThem);
        expect(swapped.pointThem).toBe(first.pointUs);
        Object.assign(first, swapped);
        continue;
      }
      await keepServeOrder(page);
      const before = await shownScore(page);
      const scope = shape.landscape ? '[data-testid="landscape-board"] ' : '';
      await page.locator(`${scope}[data-command="${step === '1' ? 'pointUs' : 'pointThem'}"]`).click();
      await expect.poll(() => shownScore(page)).not.toBe(before);
      await settled(page);
      points++;
      expect(await controlRects(page, shape), `after point ${points}`).toEqual(first);
    }
    expect((await deviceLog(page)).vibrations).toBe(points);
    const over = page.getByRole('dialog', { name: /Leones/ });
    await expect(over).toBeVisible();
    await expectNoSideScrollAndShoot(page, `steady-board-over-${shape.name}`);
    await over.getByRole('button', { name: 'Ver el marcador' }).click();
    await settled(page);
    expect(await controlRects(page, shape), 'after the match').toEqual(first);
    // The match is over: the screen may sleep again.
    await expect.poll(async () => (await deviceLog(page)).released).toBeGreaterThanOrEqual(1);
    await expectNoSideScrollAndShoot(page, `steady-board-${shape.name}`);
  });
}

test('the swap survives a reload, the point keys follow the sides, and the vibration switch turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await watchDevice(page);
  await signedIn(page, request, 'steady-keys');
  await page.setViewportSize({ width: 1280, height: 800 });
  await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('points-player1')).toHaveText('15');
  await page.getByRole('button', { name: 'Cambiar lado' }).first().click();
  await page.reload();
  await expect(page.getByTestId('points-player1')).toHaveText('15');
  await expectButtonsUnderTheirTeams(page, SHAPES[2]);
  // Águilas are on the left now: the left arrow and "1" are their points.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('points-player2')).toHaveText('15');
  await page.keyboard.press('1');
  await expect(page.getByTestId('points-player2')).toHaveText('30');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('points-player1')).toHaveText('30');
  expect((await deviceLog(page)).vibrations).toBe(3);

  const vibration = page.getByRole('switch', { name: 'Vibrar al anotar' });
  await expect(vibration).toBeChecked();
  await vibration.click();
  await expect(vibration).not.toBeChecked();
  await page.getByRole('button', { name: 'Punto nuestro' }).click();
  await expect(page.getByTestId('points-player1')).toHaveText('40');
  expect((await deviceLog(page)).vibrations).toBe(3);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Vibrar al anotar' })).not.toBeChecked();
});

test('where the browser cannot keep the screen on, one line says how', async ({ page, request }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
  });
  await signedIn(page, request, 'steady-awake');
  await page.setViewportSize({ width: 360, height: 740 });
  await setUpAndStart(page);
  await expect(page.getByTestId('screen-awake-hint')).toHaveText(
    'Este navegador no puede mantener la pantalla encendida: alarga el bloqueo automático en los ajustes del teléfono mientras juegas.',
  );
  await expectNoSideScrollAndShoot(page, 'steady-board-awake-hint-360');
});
