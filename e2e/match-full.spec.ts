import { MAX_MATCH_ENTRIES } from '@marcador/domain';
import { signedIn } from './support/accounts';
import { currentMatchId, expectScore, setUpAndStart, tap } from './support/live-match';
import { expect, test } from './support/test';

test.describe('a full match', () => {
  test('the device keeps scoring on its own copy and says why, in Spanish and English', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signedIn(page, request, 'full');
    await setUpAndStart(page);
    await tap(page, 'us');
    const id = await currentMatchId(page);
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);

    // Another device filled the server's copy: every entry a match may hold but the two synced (who
    // serves first, recorded at the start, and the point).
    const origin = new URL(page.url()).origin;
    const filler = Array.from({ length: MAX_MATCH_ENTRIES - 2 }, (_, i) => ({
      id: `filler-${String(i).padStart(4, '0')}`,
      seq: 1_000 + i,
      at: Date.now(),
      type: 'swap_court',
    }));
    for (let from = 0; from < filler.length; from += 500) {
      const res = await page.request.post(`/api/matches/${id}/entries`, {
        data: { entries: filler.slice(from, from + 500) },
        headers: { origin },
      });
      expect(res.status()).toBe(200);
    }

    await tap(page, 'us');
    await expectScore(page, { points: ['30', '0'] });
    const notice = `Este partido llegó al máximo de ${MAX_MATCH_ENTRIES} registros que guarda el servidor. Los puntos nuevos se guardan solo en este dispositivo.`;
    await expect(page.getByText(notice)).toBeVisible();
    // Not an endless retry: nothing waits, and the server's copy stays at the cap.
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);
    const held = await page.request.get(`/api/matches/${id}`);
    expect(((await held.json()) as { match: { entryCount: number } }).match.entryCount).toBe(MAX_MATCH_ENTRIES);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expectScore(page, { points: ['30', '0'] });
    await expect(
      page.getByText(
        `This match has reached the ${MAX_MATCH_ENTRIES} records the server keeps. New points are saved on this device only.`,
      ),
    ).toBeVisible();
  });
});
