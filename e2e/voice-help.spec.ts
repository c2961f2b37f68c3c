import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_COMMANDS, VOICE_LEXICONS, type VoiceLang } from '@marcador/domain';
import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expect, test } from './support/test';
import { installVoiceStandIns, NO_RECOGNITION, utterances } from './support/voice';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens the page in `language` (stored before the app starts, as the language switch stores it). */
async function openIn(page: Page, path: string, language: VoiceLang): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.goto(path);
}

/**
 * Full-page screenshots of the current page on a phone and on a desktop, plus, with `screenAt`, the
 * phone screen showing that element, to look at in detail.
 */
async function screenshotBoth(page: Page, name: string, screenAt?: string): Promise<void> {
  // From the top: a sticky header would otherwise be painted where the page was scrolled to.
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(PHONE);
  await toTop();
  await page.screenshot({ path: join(screenshots, `${name}-phone.png`), fullPage: true });
  if (screenAt) {
    await page.locator(screenAt).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(screenshots, `${name}-phone-screen.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await toTop();
  await page.screenshot({ path: join(screenshots, `${name}-desktop.png`), fullPage: true });
}

/** Says one utterance (its alternatives, best first) to the scripted recogniser once it listens. */
async function hear(page: Page, ...alternatives: string[]): Promise<void> {
  await expect.poll(() => page.evaluate('!!(window.__voice.current && window.__voice.current.running)')).toBe(true);
  await page.evaluate(
    `window.__voice.current.deliver(${JSON.stringify(alternatives)}); window.__voice.current.stop();`,
  );
}

test.describe('voice help pages', () => {
  for (const language of ['es', 'en'] as const) {
    test(`/instructions lists every phrase of the ${language} lexicon under its command`, async ({ page, request }) => {
      await signedIn(page, request, 'voicehelp');
      await openIn(page, '/instructions', language);
      const title = language === 'es' ? 'Instrucciones' : 'Instructions';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const lexicon = VOICE_LEXICONS[language];
      for (const command of VOICE_COMMANDS) {
        const phrases = page.locator(`[data-command="${command}"] li`);
        await expect(phrases).toHaveText([...lexicon.phrases[command]]);
      }
      const troubleshooting = language === 'es' ? 'Solución de problemas' : 'Troubleshooting';
      await page.getByRole('link', { name: troubleshooting }).click();
      await expect(page).toHaveURL(/#troubleshooting$/);
      await expect(page.getByRole('heading', { level: 2, name: troubleshooting })).toBeInViewport();
      if (language === 'es') {
        await expect(
          page.getByText('Ve a Ajustes > Safari > Sitios web > Micrófono y selecciona Permitir.', { exact: false }),
        ).toBeVisible();
        await screenshotBoth(page, 'instructions', '#voice');
        // On a desktop the footer links the page (the header has no room for it).
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instrucciones' })).toBeVisible();
        // The phone menu lists the page under Juego and both tests under Herramientas (folded).
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Menú' }).click();
        const menu = page.getByRole('dialog');
        await menu.getByRole('button', { name: 'Herramientas' }).click();
        for (const label of ['Instrucciones', 'Prueba de micrófono', 'Prueba de audio']) {
          await expect(menu.getByRole('link', { name: label })).toBeVisible();
        }
        await menu.getByRole('link', { name: 'Prueba de audio' }).click();
        await expect(page).toHaveURL(/\/audio-test$/);
      }
    });
  }

  test('/microphone-test shows each phrase heard and what the grammar made of it', async ({ page, request }) => {
    await signedIn(page, request, 'voicehelp');
    await installVoiceStandIns(page);
    await openIn(page, '/microphone-test', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba de micrófono' })).toBeVisible();
    await expect(page.getByTestId('mic-state')).toHaveText('Apagado');

    await page.getByRole('button', { name: 'Empezar a escuchar' }).click();
    await expect(page.getByTestId('mic-state')).toHaveText('Escuchando');
    await hear(page, 'punto para nosotros');
    const results = page.getByTestId('voice-test-results').getByRole('listitem');
    await expect(results.first()).toContainText('«punto para nosotros»');
    await expect(results.first()).toContainText('Entendido: Punto nuestro');

    // The recogniser's second reading gives the command when the first does not parse.
    await hear(page, 'hace calor', 'terminar partido');
    await expect(results.first()).toContainText('«terminar partido»');
    await expect(results.first()).toContainText('Entendido: Terminar partido');

    await hear(page, 'qué calor hace hoy');
    await expect(results.first()).toContainText('Ignorado: no es un comando');
    await expect(results).toHaveCount(3);

    // A typed phrase goes through the same grammar.
    await page.getByLabel('Probar una frase escrita').fill('siguiente set');
    await page.getByRole('button', { name: 'Probar', exact: true }).click();
    await expect(results.first()).toContainText('Entendido: Siguiente set');

    await page.getByRole('button', { name: 'Dejar de escuchar' }).click();
    await expect(page.getByTestId('mic-state')).toHaveText('Detenido');
    await screenshotBoth(page, 'microphone-test');
  });

  test("/microphone-test says 'Voice Control Not Available' in a browser without recognition", async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'voicehelp');
    await page.addInitScript(NO_RECOGNITION);
    await openIn(page, '/microphone-test', 'en');
    await expect(page.getByText('Voice Control Not Available')).toBeVisible();
    await expect(page.getByText('Your browser does not support voice recognition', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start listening' })).toHaveCount(0);
  });

  test('/audio-test speaks the sample umpire phrase and says which path played it', async ({ page, request }) => {
    await signedIn(page, request, 'voicehelp');
    await installVoiceStandIns(page);
    await openIn(page, '/audio-test', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba de audio' })).toBeVisible();
    const phrase = (await page.locator('blockquote').textContent()) ?? '';
    expect(phrase).toContain('Treinta quince');

    await page.getByRole('button', { name: 'Reproducir la frase' }).click();
    // A free user gets no server voice (and the test server has no provider): the browser's voice plays it.
    await expect(page.getByTestId('audio-path')).toHaveText('Voz del navegador (speechSynthesis)');
    expect(await utterances(page)).toEqual([{ text: phrase, lang: 'es-ES', heardBy: null }]);

    await page.getByRole('button', { name: 'Probar el pitido' }).click();
    await screenshotBoth(page, 'audio-test');
  });
});
