import type { BrowserContext, Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectScore, setUpAndStart } from './support/live-match';
import { expect, test } from './support/test';

/**
 * The live scoreboard paints first (decision 027): the new score is on screen in the tap's frame,
 * and the point is written to IndexedDB after that frame, in tap order, also when the tab closes
 * right after the tap.
 */

/**
 * Runs in the page before its scripts: counts animation frames, and notes for each point written to the
 * match log's entries what the scoreboard showed and how many frames had run by then (who serves first
 * is written from the start screen, before there is a scoreboard).
 */
const WATCH_WRITES = `(() => {
  window.__frames = 0;
  const tick = () => { window.__frames++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__writes = [];
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    if (this.name === 'entries' && value.synced === 0 && value.entry.type === 'point_won') {
      window.__writes.push({ seq: value.entry.seq, frames: window.__frames,
        shown: document.querySelector('[data-testid="points-player1"]').textContent });
    }
    return put.call(this, value, key);
  };
})()`;

interface Write {
  seq: number;
  frames: number;
  shown: string;
}

/** Taps "point for us" `times` times in one go, from the page itself. */
function tapInPage(page: Page, times: number): Promise<number> {
  return page.evaluate((count) => {
    const frames = (window as unknown as { __frames: number }).__frames;
    const button = document.querySelector<HTMLButtonElement>('[data-command="pointUs"]');
    for (let i = 0; i < count; i++) button?.click();
    return frames;
  }, times);
}

/** Closes the tab right away and opens /app in a new one, as a player reopening the app. */
async function closeAndReopen(page: Page, context: BrowserContext): Promise<Page> {
  // With `runBeforeUnload` close() does not wait for the page to go: the new tab must open only
  // once the old one has run its pagehide and is gone.
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  const again = await context.newPage();
  await again.goto('/app');
  return again;
}

test.describe('paint first', () => {
  test('a tap shows the new score in its frame; the point is written after that frame, taps in order', async ({
    page,
    request,
  }) => {
    await page.addInitScript(WATCH_WRITES);
    await signedIn(page, request, 'paint-first');
    await setUpAndStart(page);

    const framesAtTap = await tapInPage(page, 1);
    await expect.poll(() => page.evaluate('window.__writes.length')).toBe(1);
    const [first] = (await page.evaluate('window.__writes')) as Write[];
    expect(first?.shown).toBe('15');
    expect(first?.frames).toBeGreaterThan(framesAtTap);

    // Three fast taps: written after their frame, in the order tapped.
    await tapInPage(page, 3);
    await expect.poll(() => page.evaluate('window.__writes.length')).toBe(4);
    const writes = (await page.evaluate('window.__writes')) as Write[];
    // The log's first entry is who serves first, from the start screen.
    expect(writes.map((write) => write.seq)).toEqual([2, 3, 4, 5]);
    expect(writes.slice(1).every((write) => write.shown === '0' && write.frames > framesAtTap)).toBe(true);
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);
  });

  test('points tapped right before the tab closes are kept', async ({ page, context, request }) => {
    await signedIn(page, request, 'paint-close');
    await setUpAndStart(page);
    await tapInPage(page, 3);
    await expectScore(await closeAndReopen(page, context), { points: ['40', '0'] });
  });

  test('points whose write waits behind another transaction when the tab closes are kept', async ({
    page,
    context,
    request,
  }) => {
    await signedIn(page, request, 'paint-held');
    await setUpAndStart(page);
    // A second connection holds the log's store (as the sync's transaction can), so the taps'
    // write is still waiting for its turn when the tab goes: Chromium aborts it then, and only
    // what the page stashed as it went can bring the points back.
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const store = open.result.transaction('entries', 'readwrite').objectStore('entries');
            const spin = () => {
              store.get('none').onsuccess = spin;
            };
            spin();
            resolve();
          };
        }),
      'marcador-matches',
    );
    await tapInPage(page, 3);
    const again = await closeAndReopen(page, context);
    await expectScore(again, { points: ['40', '0'] });
    await expect(again.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);
  });
});
