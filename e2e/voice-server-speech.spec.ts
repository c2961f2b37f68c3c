import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { signInWithApi, type TestUser } from './support/accounts';
import { expectScore, setUpAndStart, tap } from './support/live-match';
import { expect, test } from './support/test';
import { installVoiceStandIns, speak, startPremiumServer, utterances, waitUntilListening } from './support/voice';

/**
 * A short valid WAV (8 kHz mono 8-bit, 50 ms of silence) whose INFO title is the phrase, so the
 * page can tell which phrase's server audio it played.
 */
function wavFor(phrase: string): Buffer {
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(8000, 12);
  fmt.writeUInt32LE(8000, 16); // bytes per second
  fmt.writeUInt16LE(1, 20); // block align
  fmt.writeUInt16LE(8, 22); // bits per sample
  const samples = Buffer.alloc(400, 0x80);
  const data = Buffer.concat([Buffer.from('data', 'latin1'), Buffer.alloc(4), samples]);
  data.writeUInt32LE(samples.length, 4);
  let title = Buffer.from(`${phrase}\0`, 'utf8');
  if (title.length % 2) title = Buffer.concat([title, Buffer.alloc(1)]);
  const info = Buffer.concat([Buffer.from('INFOINAM', 'latin1'), Buffer.alloc(4), title]);
  info.writeUInt32LE(title.length, 8);
  const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.alloc(4), info]);
  list.writeUInt32LE(info.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, data, list]);
  const riff = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), body]);
  riff.writeUInt32LE(body.length, 4);
  return riff;
}

/**
 * A stand-in OpenAI-compatible speech API on 127.0.0.1: with the right key, answers each POST with
 * a WAV for its `input` and counts the requests per input.
 */
async function startSpeechStandIn(): Promise<{
  url: string;
  requests: Map<string, number>;
  stop: () => Promise<void>;
}> {
  const requests = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.headers.authorization !== 'Bearer test') return res.writeHead(401).end();
      const { input } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string };
      requests.set(input, (requests.get(input) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wavFor(input));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/speech`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Headless Chromium has no sound card to play on: <audio>.play() is replaced by one that reads the
 * blob it was given (the WAV's title is the phrase), keeps it in window.__played and ends. The blob
 * is kept when its URL is made: the page's CSP (connect-src 'self') refuses a fetch of a blob: URL.
 */
const RECORDED_AUDIO = `(() => {
  window.__played = [];
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    const url = createObjectURL(blob);
    blobs.set(url, blob);
    return url;
  };
  HTMLMediaElement.prototype.play = function () {
    const element = this;
    blobs.get(element.src).arrayBuffer().then((bytes) => {
      const text = new TextDecoder().decode(bytes);
      const title = text.slice(text.indexOf('INAM') + 8).split('\\0')[0];
      window.__played.push({ riff: text.startsWith('RIFF'), title });
      setTimeout(() => element.dispatchEvent(new Event('ended')), 30);
    });
    return Promise.resolve();
  };
})()`;

const played = (page: Page) => page.evaluate('window.__played') as Promise<{ riff: boolean; title: string }[]>;

/** Every POST /api/tts the page made, with the server's cache answer (hit or miss). */
function recordTtsRequests(page: Page): { text: string; cache: string | undefined }[] {
  const seen: { text: string; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/tts')) return;
    const { text } = response.request().postDataJSON() as { text: string };
    seen.push({ text, cache: response.headers()['x-tts-cache'] });
  });
  return seen;
}

async function openMatch(page: Page, user: TestUser): Promise<void> {
  await installVoiceStandIns(page);
  await page.addInitScript(RECORDED_AUDIO);
  await signInWithApi(page, user);
  await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
  await expect(page.getByTestId('voice-panel').getByRole('heading', { name: 'Control por voz' })).toBeVisible();
}

type SpeechStandIn = Awaited<ReturnType<typeof startSpeechStandIn>>;
type PremiumServer = Awaited<ReturnType<typeof startPremiumServer>>;

/** One stand-in and one Premium server speaking through it, for the file (it runs in one worker). */
const speechTest = test.extend<object, { speechApi: SpeechStandIn; premium: PremiumServer }>({
  speechApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const standIn = await startSpeechStandIn();
      await use(standIn);
      await standIn.stop();
    },
    { scope: 'worker' },
  ],
  premium: [
    async ({ speechApi }, use) => {
      const server = await startPremiumServer(['tts-a', 'tts-b'], {
        TTS_PROVIDER: 'openai',
        TTS_URL: speechApi.url,
        TTS_API_KEY: 'test',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ premium }, use) => use(premium.baseUrl),
});

speechTest(
  'with a local stand-in TTS server the audio is fetched once per phrase and then served from the cache',
  async ({ page, premium, speechApi, browser, baseURL, extraHTTPHeaders, locale }) => {
    speechTest.setTimeout(90_000);
    const [first, second] = premium.users as [TestUser, TestUser];
    const pageRequests = recordTtsRequests(page);
    await openMatch(page, first);
    await page
      .getByTestId('voice-panel')
      .getByRole('switch', { name: /Micrófono/ })
      .check();
    await waitUntilListening(page);

    // A point by voice, then the score asked for twice: the second time is the same phrase.
    await speak(page, 'punto para nosotros');
    await expectScore(page, { points: ['15', '0'] });
    await expect.poll(() => played(page)).toEqual([{ riff: true, title: 'Quince nada' }]);
    const hear = page.getByRole('button', { name: 'Toca para oír el marcador' });
    await hear.click();
    await expect.poll(async () => (await played(page)).length).toBe(2);
    await hear.click();
    await expect.poll(async () => (await played(page)).length).toBe(3);
    const titles = (await played(page)).map((audio) => audio.title);
    const scoreCall = titles[1] as string;
    expect(scoreCall).toMatch(/^Primer set/);
    expect(titles).toEqual(['Quince nada', scoreCall, scoreCall]);
    expect((await played(page)).every((audio) => audio.riff)).toBe(true);

    // Server audio, never the browser's voice; one request per phrase from the page and to the provider.
    expect(await utterances(page)).toEqual([]);
    expect(pageRequests).toEqual([
      { text: 'Quince nada', cache: 'miss' },
      { text: scoreCall, cache: 'miss' },
    ]);
    expect(Object.fromEntries(speechApi.requests)).toEqual({ 'Quince nada': 1, [scoreCall]: 1 });

    // A fresh browser (empty page cache), another Premium user: the server answers from tts_cache.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, locale });
    try {
      const other = await context.newPage();
      const otherRequests = recordTtsRequests(other);
      await openMatch(other, second);
      await tap(other, 'us');
      await expectScore(other, { points: ['15', '0'] });
      await expect.poll(() => played(other)).toEqual([{ riff: true, title: 'Quince nada' }]);
      await other.getByRole('button', { name: 'Toca para oír el marcador' }).click();
      await expect
        .poll(async () => (await played(other)).map((audio) => audio.title))
        .toEqual(['Quince nada', scoreCall]);
      expect(await utterances(other)).toEqual([]);
      expect(otherRequests).toEqual([
        { text: 'Quince nada', cache: 'hit' },
        { text: scoreCall, cache: 'hit' },
      ]);
    } finally {
      await context.close();
    }
    expect(Object.fromEntries(speechApi.requests)).toEqual({ 'Quince nada': 1, [scoreCall]: 1 });
  },
);
