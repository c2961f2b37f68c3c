import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_COMMANDS, VOICE_LEXICONS, type VoiceLang } from '@marcador/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, signInWithApi } from './support/accounts';
import { expect, test } from './support/test';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A new verified user, signed in on `page`; the voice help pages are signed-in routes (spec section 2). */
async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await signInWithApi(page, await createVerifiedUser(request, 'voicehelp'));
}

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

/**
 * Replaces only the browser's recogniser (the app's adapter and microphone driver run as they are):
 * `window.__hear([...alternatives])` delivers a final result to the running recogniser and ends it,
 * like a browser does after one utterance; it returns false when none is listening.
 */
async function installScriptedRecognizer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Handler<E = unknown> = ((event: E) => void) | null;
    let active: ScriptedRecognition | null = null;
    class ScriptedRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler<{ error: string }> = null;
      onresult: Handler<unknown> = null;
      running = false;
      start() {
        if (this.running) throw new DOMException('already started', 'InvalidStateError');
        this.running = true;
        active = this;
        setTimeout(() => this.onstart?.(undefined), 0);
      }
      stop() {
        this.finish();
      }
      abort() {
        if (!this.running) return;
        this.onerror?.({ error: 'aborted' });
        this.finish();
      }
      finish() {
        if (!this.running) return;
        this.running = false;
        if (active === this) active = null;
        setTimeout(() => this.onend?.(undefined), 0);
      }
    }
    const scope = window as unknown as Record<string, unknown>;
    scope.SpeechRecognition = ScriptedRecognition;
    scope.__hear = (alternatives: string[]) => {
      const recognition = active;
      if (!recognition) return false;
      const result = Object.assign(
        alternatives.map((transcript) => ({ transcript, confidence: 0.9 })),
        { isFinal: true },
      );
      recognition.onresult?.({ resultIndex: 0, results: [result] });
      recognition.finish();
      return true;
    };
  });
}

/** Says `alternatives` as soon as the scripted recogniser listens (it restarts itself after each phrase). */
async function hear(page: Page, ...alternatives: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((said) => (window as unknown as { __hear(a: string[]): boolean }).__hear(said), alternatives),
    )
    .toBe(true);
}

/** Records what speechSynthesis is asked to say (text and language) and ends each utterance at once. */
async function installRecordedSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    const synthesis = {
      speaking: false,
      pending: false,
      paused: false,
      onvoiceschanged: null,
      getVoices: () => [],
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
        setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
      },
      cancel() {},
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  });
}

test.describe('voice help pages', () => {
  for (const language of ['es', 'en'] as const) {
    test(`/instructions lists every phrase of the ${language} lexicon under its command`, async ({ page, request }) => {
      await signIn(page, request);
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
        // The phone menu lists the page under Juego and both tests under Tools.
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Menú' }).click();
        const menu = page.getByRole('dialog');
        for (const label of ['Instrucciones', 'Prueba de micrófono', 'Prueba de audio']) {
          await expect(menu.getByRole('link', { name: label })).toBeVisible();
        }
        await menu.getByRole('link', { name: 'Prueba de audio' }).click();
        await expect(page).toHaveURL(/\/audio-test$/);
      }
    });
  }

  test('/microphone-test shows each phrase heard and what the grammar made of it', async ({ page, request }) => {
    await signIn(page, request);
    // No microphone in the test browser: with the permission granted the driver goes on to the recogniser.
    await page.context().grantPermissions(['microphone']);
    await installScriptedRecognizer(page);
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
    await signIn(page, request);
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    await openIn(page, '/microphone-test', 'en');
    await expect(page.getByText('Voice Control Not Available')).toBeVisible();
    await expect(page.getByText('Your browser does not support voice recognition', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start listening' })).toHaveCount(0);
  });

  test('/audio-test speaks the sample umpire phrase and says which path played it', async ({ page, request }) => {
    await signIn(page, request);
    await installRecordedSynthesis(page);
    await openIn(page, '/audio-test', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba de audio' })).toBeVisible();
    const phrase = (await page.locator('blockquote').textContent()) ?? '';
    expect(phrase).toContain('Treinta quince');

    await page.getByRole('button', { name: 'Reproducir la frase' }).click();
    // A free user gets no server voice (and the test server has no provider): the browser's voice plays it.
    await expect(page.getByTestId('audio-path')).toHaveText('Voz del navegador (speechSynthesis)');
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);
    expect(spoken).toEqual([{ text: phrase, lang: 'es-ES' }]);

    await page.getByRole('button', { name: 'Probar el pitido' }).click();
    await screenshotBoth(page, 'audio-test');
  });
});
