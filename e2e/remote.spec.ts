import { REMOTE_LONG_PRESS_MS, VOICE_DUPLICATE_WINDOW_MS } from '@marcador/domain';
import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expectScore, setUpAndStart } from './support/live-match';
import { expect, test } from './support/test';

/*
 * "Mando a distancia": the page learns keys dispatched to it and Media Session actions, and the
 * board scores with them through its command registry (Spanish, 360 x 740 and 1280 x 800).
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Keeps every Media Session action handler the page sets in `window.mediaHandlers`, so the test can
 * press a headset's buttons: the browser sends them only to a page playing sound on a real phone.
 */
async function captureMediaHandlers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handlers: Record<string, ((details: { action: string }) => void) | null> = {};
    Object.assign(window, { mediaHandlers: handlers });
    const session = navigator.mediaSession;
    const set = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      handlers[action] = handler as (typeof handlers)[string];
      set(action, handler);
    };
  });
}

/** Presses a headset button: calls the handler the page set for `action`. */
async function mediaAction(page: Page, action: 'nexttrack' | 'previoustrack'): Promise<void> {
  await page.evaluate((name) => {
    const handlers = (window as unknown as { mediaHandlers: Record<string, ((d: { action: string }) => void) | null> })
      .mediaHandlers;
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for ${name}`);
    handler({ action: name });
  }, action);
}

/** Holds a key longer than a long press. */
async function longPress(page: Page, key: string): Promise<void> {
  await page.keyboard.down(key);
  await page.waitForTimeout(REMOTE_LONG_PRESS_MS + 300);
  await page.keyboard.up(key);
}

/** The step the page waits for. */
function prompt(page: Page) {
  return page.getByTestId('remote-prompt');
}

test.describe('remote control', () => {
  test('a clicker learned on /remote scores on the board: PageDown ours, PageUp theirs, a long Enter undoes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signedIn(page, request, 'remote');
    // The profile leads to the page.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Configurar mando' }).click();
    await expect(page).toHaveURL(/\/remote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mando a distancia' })).toBeVisible();
    await expect(page.getByText('Con un mando de un solo botón basta')).toBeVisible();

    await expect(prompt(page)).toContainText('Pulsa el botón para Punto nuestro');
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('remote-binding-pointUs')).toHaveText('Una pulsación de PageDown');
    await expect(prompt(page)).toContainText('Pulsa el botón para Punto de ellos');
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('remote-binding-pointThem')).toHaveText('Una pulsación de PageUp');
    await expect(prompt(page)).toContainText('Pulsa el botón para Deshacer');
    await longPress(page, 'Enter');
    await expect(page.getByTestId('remote-binding-undo')).toHaveText('Pulsación larga de Enter');
    await expect(prompt(page)).toHaveText('Tu mando está listo. Pruébalo en «Prueba tu mando» y ve al marcador.');

    // The test area names what a press gives on the board, and that an unknown press gives nothing.
    const result = page.getByTestId('remote-test-result');
    await page.keyboard.press('PageUp');
    await expect(result).toHaveText('Una pulsación de PageUp: Punto de ellos');
    await page.keyboard.press('x');
    await expect(result).toHaveText('Una pulsación de X: no hace nada en el marcador');

    // One press for two commands is refused, and the old binding stays.
    await page.getByRole('button', { name: 'Aprender de nuevo: Punto de ellos' }).click();
    await expect(prompt(page)).toContainText('Pulsa el botón para Punto de ellos');
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('alert').filter({ hasText: 'ya es' })).toContainText(
      'Una pulsación de PageDown ya es Punto nuestro',
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('remote-binding-pointThem')).toHaveText('Una pulsación de PageUp');
    await expectNoSideScrollAndShoot(page, 'remote-360');
    await expectAccessible(page, 'remote-phone');

    // Kept on the device: the board reads the same mapping.
    await setUpAndStart(page);
    await expect(page.getByRole('link', { name: 'Configurar mando' })).toBeVisible();
    await expectNoSideScrollAndShoot(page, 'remote-board-360');
    // The remote attaches after the board paints: a short Enter (mapped long only) is kept from the page then.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const down = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
          document.body.dispatchEvent(down);
          document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true }));
          return down.defaultPrevented;
        }),
      )
      .toBe(true);

    await page.keyboard.press('PageDown');
    await expectScore(page, { points: ['15', '0'] });
    await page.keyboard.press('PageUp');
    await expectScore(page, { points: ['15', '15'] });

    // A bounce: the same press again within the guard counts once (the first PageDown is past it).
    await page.waitForTimeout(VOICE_DUPLICATE_WINDOW_MS);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expectScore(page, { points: ['30', '15'] });
    await page.waitForTimeout(VOICE_DUPLICATE_WINDOW_MS);
    await expectScore(page, { points: ['30', '15'] });

    await longPress(page, 'Enter');
    await expectScore(page, { points: ['15', '15'] });

    // Keys the mapping does not know do nothing.
    await page.keyboard.press('x');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(REMOTE_LONG_PRESS_MS);
    await expectScore(page, { points: ['15', '15'] });
  });

  test('headset buttons (Media Session next and previous track) score, and a remote key that is also a shortcut is the remote’s', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await captureMediaHandlers(page);
    // Signed out: the mapping is the device's, not an account's.
    await page.goto('/remote');

    await expect(prompt(page)).toContainText('Pulsa el botón para Punto nuestro');
    await mediaAction(page, 'nexttrack');
    await expect(page.getByTestId('remote-binding-pointUs')).toHaveText('Una pulsación de Siguiente pista');
    await mediaAction(page, 'previoustrack');
    await expect(page.getByTestId('remote-binding-pointThem')).toHaveText('Una pulsación de Pista anterior');
    // ArrowLeft is the board's shortcut for our point: as the remote's undo it must only undo.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('remote-binding-undo')).toHaveText('Una pulsación de Flecha izquierda');
    await expectNoSideScrollAndShoot(page, 'remote-1280');

    // The API sign-in sends no Origin, which the server refuses from a client with cookies (the
    // visit's language cookie); the mapping stays in local storage.
    await page.context().clearCookies();
    await signedIn(page, request, 'remote-media');
    await setUpAndStart(page);
    await expect
      .poll(() =>
        page.evaluate(
          () => typeof (window as unknown as { mediaHandlers: Record<string, unknown> }).mediaHandlers.nexttrack,
        ),
      )
      .toBe('function');
    await mediaAction(page, 'nexttrack');
    await expectScore(page, { points: ['15', '0'] });
    await mediaAction(page, 'previoustrack');
    await expectScore(page, { points: ['15', '15'] });
    await page.keyboard.press('ArrowLeft');
    await expectScore(page, { points: ['15', '0'] });

    // A bounce of the headset's button counts once (the first next track is past the guard).
    await page.waitForTimeout(VOICE_DUPLICATE_WINDOW_MS);
    await mediaAction(page, 'nexttrack');
    await mediaAction(page, 'nexttrack');
    await expectScore(page, { points: ['30', '0'] });
    await page.waitForTimeout(VOICE_DUPLICATE_WINDOW_MS);
    await expectScore(page, { points: ['30', '0'] });
  });
});
