import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createVerifiedUser, signInKeepingSession, signInWithApi, type TestUser } from './support/accounts';
import { expectScore, setUpAndStart, tap } from './support/live-match';
import { expect, test } from './support/test';
import {
  installVoiceStandIns,
  NO_RECOGNITION,
  recogniserCounts,
  speak,
  startPremiumServer,
  utterances,
  waitUntilListening,
} from './support/voice';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

type PremiumServer = Awaited<ReturnType<typeof startPremiumServer>>;

/**
 * Premium tests run against a server of their own whose users are Premium (support/voice.ts), one
 * for the whole file: `premium` is worker-scoped, and the file runs in one worker.
 */
const voiceTest = test.extend<{ user: TestUser }, { premium: PremiumServer }>({
  premium: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startPremiumServer(['voz-a', 'voz-b']);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ premium }, use) => use(premium.baseUrl),
  user: async ({ premium }, use, testInfo) =>
    use(premium.users[testInfo.title.includes('English') ? 1 : 0] as TestUser),
});

/** Signs the Premium user in, starts a padel match Leones v Águilas and turns the microphone on. */
async function startVoiceMatch(page: Page, user: TestUser): Promise<void> {
  await installVoiceStandIns(page);
  await signInKeepingSession(page, user);
  await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
  const panel = page.getByTestId('voice-panel');
  await expect(panel.getByRole('heading', { name: 'Control por voz' })).toBeVisible();
  await panel.getByRole('switch', { name: /Micrófono/ }).check();
  await waitUntilListening(page);
}

const lastCommand = (page: Page) => page.getByTestId('voice-last');

/** A pause longer than the 1,200 ms duplicate window, before saying the same command again. */
const REPEAT_WAIT_MS = 1300;

voiceTest.describe('voice control (Premium)', () => {
  voiceTest.describe.configure({ mode: 'serial', timeout: 120_000 });

  voiceTest(
    'a game by voice in Spanish: spoken score in Spanish, noise and small talk ignored, a repeat within 1,200 ms counted once',
    async ({ page, user }) => {
      await startVoiceMatch(page, user);
      expect((await recogniserCounts(page)).langs.at(-1)).toBe('es-ES');

      await speak(page, 'punto para nosotros');
      await expectScore(page, { points: ['15', '0'] });
      await expect(lastCommand(page)).toContainText('Entendido: Punto nuestro');
      // No TTS provider on this server: the announcement went to speechSynthesis, in Spanish.
      await expect
        .poll(async () => (await utterances(page)).at(-1))
        .toEqual({
          text: 'Quince nada',
          lang: 'es-ES',
          heardBy: null,
        });

      await speak(page, 'aaaa');
      await expect(lastCommand(page)).toContainText('Ignorado: solo se oyó ruido');
      await speak(page, 'qué calor hace en la pista');
      await expect(lastCommand(page)).toContainText('Ignorado');
      await expectScore(page, { points: ['15', '0'] });

      // The recogniser repeats a final result: the same command twice at once counts once.
      await page.waitForTimeout(REPEAT_WAIT_MS);
      await waitUntilListening(page);
      await page.evaluate(`(() => {
        const r = window.__voice.current;
        r.deliver(['punto nuestro']);
        r.deliver(['punto nuestro']);
        r.stop();
      })()`);
      await expectScore(page, { points: ['30', '0'] });
      await expect(lastCommand(page)).toContainText('repetido');
      await page.waitForTimeout(300);
      await expectScore(page, { points: ['30', '0'] });

      // The second alternative is taken when the recogniser's best reading is not a command.
      await page.waitForTimeout(REPEAT_WAIT_MS);
      await speak(page, 'qué calor hace', 'punto para nosotros');
      await expectScore(page, { points: ['40', '0'] });
      await page.waitForTimeout(REPEAT_WAIT_MS);
      await speak(page, 'punto para nosotros');
      await expectScore(page, { points: ['0', '0'], games: [1, 0] });
      await expect
        .poll(async () => (await utterances(page)).map((u) => u.text))
        .toEqual([
          'Quince nada',
          'Treinta nada',
          'Cuarenta nada',
          'Juego Leones. Un juego a cero. Cambio de lado. Saca Águilas',
        ]);
      // "¿Quién saca?" is answered aloud and changes nothing.
      await page.waitForTimeout(REPEAT_WAIT_MS);
      await speak(page, '¿quién saca?');
      await expect.poll(async () => (await utterances(page)).at(-1)?.text).toBe('Saca Águilas');
      await expectScore(page, { points: ['0', '0'], games: [1, 0] });

      await page.getByTestId('voice-panel').screenshot({ path: join(screenshots, 'voice-panel-phone-es.png') });
    },
  );

  voiceTest('a game by voice in English after switching the language', async ({ page, user }) => {
    await startVoiceMatch(page, user);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    // The microphone preference is remembered: it starts again by itself after the permission.
    await expect(page.getByTestId('voice-panel').getByRole('heading', { name: 'Voice control' })).toBeVisible();
    await waitUntilListening(page);
    expect((await recogniserCounts(page)).langs.at(-1)).toBe('en-US');

    for (const phrase of ['point for them', 'their point', 'rival point', 'point for them']) {
      // Every phrase is the same command: each waits out the 1,200 ms duplicate window.
      await page.waitForTimeout(REPEAT_WAIT_MS);
      await speak(page, phrase);
    }
    await expectScore(page, { points: ['0', '0'], games: [0, 1] });
    await expect
      .poll(async () => (await utterances(page)).map((u) => `${u.lang} ${u.text}`))
      .toEqual([
        'en-US Love fifteen',
        'en-US Love thirty',
        // Leones serve the first game: 0-40 is a break point for Águilas.
        'en-US Love forty. Break point',
        'en-US Game Águilas. One game to love. Change ends. Águilas to serve',
      ]);
  });

  voiceTest('our own announcement never becomes a command', async ({ page, user }) => {
    await startVoiceMatch(page, user);
    await page.evaluate('window.__voice.speechMs = 1500');
    const before = await recogniserCounts(page);
    await tap(page, 'us');
    await expectScore(page, { points: ['15', '0'] });
    // While the score is spoken the recogniser is off...
    await expect(page.getByTestId('voice-mic-button')).toHaveAttribute('data-mic-state', 'paused-for-speech');
    expect((await recogniserCounts(page)).aborts).toBeGreaterThan(before.aborts);
    // ...and what the stopped recogniser still reports (it heard the speaker) is ignored.
    await page.evaluate(`window.__voice.last.deliver(['punto para nosotros'])`);
    await expectScore(page, { points: ['15', '0'] });
    // The call is spoken once the server's speech has been tried: wait for it as a person listens.
    await expect
      .poll(async () => (await utterances(page)).at(-1))
      .toEqual({ text: 'Quince nada', lang: 'es-ES', heardBy: null });
    // After the announcement it listens again.
    await waitUntilListening(page);
    await page.evaluate('window.__voice.speechMs = 60');
    await speak(page, 'punto para ellos');
    await expectScore(page, { points: ['15', '15'] });
  });

  voiceTest("'terminar partido' ends the match and stops the microphone", async ({ page, user }) => {
    await startVoiceMatch(page, user);
    await speak(page, 'punto para nosotros');
    await expectScore(page, { points: ['15', '0'] });
    await speak(page, 'terminar partido');
    await expect(page).toHaveURL(/\/match-summary\?id=/, { timeout: 20_000 });
    const after = await recogniserCounts(page);
    await page.waitForTimeout(1500);
    const later = await recogniserCounts(page);
    expect(later.starts).toBe(after.starts);
    expect(await page.evaluate('window.__voice.current')).toBeNull();
  });

  voiceTest('screenshots of the voice panel on a phone and a desktop', async ({ page, user }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startVoiceMatch(page, user);
    await speak(page, 'punto para nosotros');
    await expectScore(page, { points: ['15', '0'] });
    await page.getByTestId('voice-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'voice-app-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(screenshots, 'voice-app-desktop.png'), fullPage: true });

    // The voice test dialog borrows the microphone and gives it back when closed.
    await page.getByRole('button', { name: 'Panel de prueba de voz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Panel de prueba de voz' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('voice-mic-button')).toHaveAttribute('data-mic-state', 'stopped');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    await waitUntilListening(page);
  });

  voiceTest(
    'a browser that refuses speech without a gesture asks for a tap once per visit, not on every point',
    async ({ page, user }) => {
      await installVoiceStandIns(page);
      // Every call refused as the autoplay policy does (`not-allowed`), and still recorded.
      await page.addInitScript(`window.speechSynthesis.speak = (utterance) => {
      window.__voice.utterances.push({ text: utterance.text, lang: utterance.lang, heardBy: null });
      setTimeout(() => utterance.onerror && utterance.onerror({ error: 'not-allowed' }), 0);
    }`);
      await signInKeepingSession(page, user);
      await setUpAndStart(page);
      await expect(page.getByTestId('voice-panel').getByRole('heading', { name: 'Control por voz' })).toBeVisible();
      const asked = page.locator('[data-sonner-toast]', { hasText: 'Toca para oír el marcador' });
      await tap(page, 'us');
      await expectScore(page, { points: ['15', '0'] });
      await expect(asked).toHaveCount(1);
      await tap(page, 'us');
      await expectScore(page, { points: ['30', '0'] });
      await tap(page, 'them');
      await expectScore(page, { points: ['30', '15'] });
      await expect.poll(async () => (await utterances(page)).length).toBe(3);
      // The toast lasts 3 s: a second or third one would be beside the first by now.
      await page.waitForTimeout(500);
      // Counted once, not awaited: a retrying assertion would pass once the extra toasts had expired.
      expect(await asked.count()).toBe(1);
    },
  );

  voiceTest('a browser without speech recognition says voice control is not available', async ({ page, user }) => {
    await page.addInitScript(NO_RECOGNITION);
    await signInKeepingSession(page, user);
    await setUpAndStart(page);
    const panel = page.getByTestId('voice-panel');
    await expect(panel.getByText('Control por voz no disponible')).toBeVisible();
    await expect(panel.getByText('Tu navegador no admite el reconocimiento de voz')).toBeVisible();
  });
});

test('a free user gets the Premium upsell instead of voice control', async ({ page, request }) => {
  let user: TestUser | null = null;
  for (let attempt = 1; !user; attempt++) {
    try {
      user = await createVerifiedUser(request, 'voz-free');
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('rate_limited')) throw error;
      await page.waitForTimeout(1500 * attempt);
    }
  }
  await signInWithApi(page, user);
  await setUpAndStart(page);
  await expect(page.getByTestId('voice-panel')).toHaveCount(0);
  const locked = page.getByTestId('voice-locked');
  await expect(locked).toContainText('El control por voz y el marcador hablado son de Premium.');
  await locked.getByRole('button', { name: 'Ver Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Control por voz con Premium' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Hazte Premium' })).toHaveAttribute('href', '/premium-checkout');
});
