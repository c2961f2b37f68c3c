import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';

/** Relayouts after a resize can be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The screens a phone, a phone held sideways and a laptop give the app. */
export const VIEWPORTS = [
  { name: '320x568', width: 320, height: 568 },
  { name: '360x740', width: 360, height: 740 },
  { name: '390x844', width: 390, height: 844 },
  { name: '568x320', width: 568, height: 320 },
  { name: '667x375', width: 667, height: 375 },
  { name: '844x390', width: 844, height: 390 },
  { name: '1280x800', width: 1280, height: 800 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** The scoring screen's media query for a phone held sideways (scoring-page.tsx). */
export function isLandscapePhone(viewport: Viewport): boolean {
  return viewport.width > viewport.height && viewport.height <= 500;
}

/** The page's widths: no horizontal scrolling means the document is no wider than the window. */
export async function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

const screenshots = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(screenshots, { recursive: true });

/** Where a screenshot to look at by eye goes: e2e/screenshots/{file}.png (kept out of git). */
export function screenshotPath(file: string): string {
  return join(screenshots, `${file}.png`);
}

/**
 * The visible table cells whose text is wider than the cell: in a fixed-layout table it runs over
 * the next column, or is clipped by the card around the table ("100 %" lost its "%" at 360 px),
 * while the page itself still fits.
 */
export async function overflowingCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('th, td'))
      // Drawn cells only: not a closed <details>'s, nor a chart's table for screen readers.
      .filter((cell) => cell.checkVisibility() && !cell.closest('.sr-only'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `"${cell.innerText.trim()}" ${cell.scrollWidth} > ${cell.clientWidth} px`),
  );
}

/**
 * No horizontal scroll and no table cell overflowing, then a full-page screenshot to look at, e2e/screenshots/{file}.png, taken
 * from the top: a page left scrolled shows its sticky header in the middle of the picture. The
 * picture's own width is checked too: a full-page screenshot is as wide as the page's content, and
 * one came out 494 px wide at 360 px while the document's scrollWidth said it fitted.
 */
export async function expectNoSideScrollAndShoot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(scrollWidth, `${file} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect(await overflowingCells(page), `${file}: table cells whose text runs out of them`).toEqual([]);
  const picture = await page.screenshot({ path: screenshotPath(file), fullPage: true });
  const pixelRatio = await page.evaluate(() => window.devicePixelRatio);
  // A PNG's width is the big-endian 32-bit number at byte 16 (its IHDR chunk).
  const pictureWidth = picture.readUInt32BE(16) / pixelRatio;
  expect(pictureWidth, `${file}'s full-page screenshot is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/** Where an element sits once scrolled into view vertically (never sideways), in viewport pixels. */
export async function boxInView(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    window.scrollTo({ left: 0, top: window.scrollY });
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      top: rect.top,
      bottom: rect.bottom,
      width: rect.width,
      height: rect.height,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    };
  });
}

/** What `expectFits` reads in one round trip: widths, the point buttons once in view, the scores. */
function measure(scope: string | null) {
  window.scrollTo(0, 0);
  const widths = {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  };
  const root = scope === null ? null : scope ? document.querySelector(scope) : document;
  if (!root) return { widths, buttons: [], labels: [] };
  const buttons = ['pointUs', 'pointThem'].map((command) => {
    const element = root.querySelector(`[data-command="${command}"]`);
    if (!element) return { command, missing: true, left: 0, right: 0, top: 0, bottom: 0 };
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    window.scrollTo({ left: 0, top: window.scrollY });
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { command, missing: false, left, right, top, bottom };
  });
  window.scrollTo(0, 0);
  const labels = Array.from(root.querySelectorAll<HTMLElement>('[data-testid^="points-"]')).map((element) => {
    const rect = element.getBoundingClientRect();
    const box = (element.parentElement as HTMLElement).getBoundingClientRect();
    return {
      text: element.textContent ?? '',
      clipped: element.scrollWidth > element.clientWidth + 1,
      outside:
        rect.left < box.left - 1 || rect.right > box.right + 1 || rect.left < 0 || rect.right > window.innerWidth,
    };
  });
  return { widths, buttons, labels };
}

export interface FitOptions {
  /** The scoring screen: check the point buttons and the scores too. */
  pointButtons?: boolean;
  /** Screenshot the whole page rather than what the viewport shows. */
  fullPage?: boolean;
}

/**
 * Checks one screen at one viewport: no horizontal scrolling, and (on the scoring screen) both point
 * buttons wholly inside the viewport once scrolled to, and every big score wholly inside its own
 * box. Soft assertions, so one run names every state and size that breaks. Saves a screenshot.
 */
export async function expectFits(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  viewport: Viewport,
  options: FitOptions = {},
): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const where = `${screen} @ ${viewport.name}`;
  const sideways = isLandscapePhone(viewport);
  if (options.pointButtons) {
    const board = page.getByTestId('landscape-board');
    if (sideways) await expect(board).toBeVisible();
    else await expect(board).toBeHidden();
  }
  const scope = options.pointButtons ? (sideways ? '[data-testid="landscape-board"]' : '') : null;
  const { widths, buttons, labels } = await page.evaluate(measure, scope);
  expect.soft(widths.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(widths.innerWidth);
  for (const box of buttons) {
    const inside =
      !box.missing &&
      box.left >= 0 &&
      box.right <= widths.innerWidth &&
      box.top >= 0 &&
      box.bottom <= widths.innerHeight;
    expect.soft(inside, `${where}: ${box.command} inside the viewport (${JSON.stringify(box)})`).toBe(true);
  }
  for (const label of labels) {
    expect
      .soft(label, `${where}: score "${label.text}" shown whole`)
      .toEqual({ ...label, clipped: false, outside: false });
  }
  await page.screenshot({ path: testInfo.outputPath(`${screen}-${viewport.name}.png`), fullPage: options.fullPage });
}

/** `expectFits` at every viewport, ending back on the phone the test plays on. */
export async function expectFitsEverywhere(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  options: FitOptions = {},
): Promise<void> {
  for (const viewport of VIEWPORTS) await expectFits(page, testInfo, screen, viewport, options);
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The scoring screen's controls smaller than 44 x 44 px (the touch target minimum), named for the failure
 * message: on a phone held sideways the four-button board, otherwise the page's main content, or the
 * element `within` selects (a card fixed over the page, outside <main>).
 */
export async function smallControls(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const board = document.querySelector('[data-testid="landscape-board"]');
    const scope = within ? document.querySelector(within) : (board ?? document.querySelector('main'));
    if (!scope) return [`nothing at ${within ?? 'main'}`];
    const controls = scope.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="switch"]');
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (rect.width === 0 || style.visibility === 'hidden' || control.closest('.sr-only')) continue;
      if (control.classList.contains('sr-only')) continue;
      if (rect.width < 44 || rect.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name} (${Math.round(rect.width)}x${Math.round(rect.height)})`);
      }
    }
    return small;
  }, within);
}

export const PHONE_360 = { width: 360, height: 740 } as const;
export const DESKTOP_1280 = { width: 1280, height: 800 } as const;

/**
 * A page at a 360 px phone and a 1280 px desktop: no sideways scroll, a screenshot of each to look
 * at ({file}-360, {file}-1280), every control of <main> (or of `controlsIn`, a selector) 44 px or
 * more; left at the phone's size.
 */
export async function shootPhoneAndDesktop(
  page: Page,
  file: string,
  { controlsIn }: { controlsIn?: string } = {},
): Promise<void> {
  for (const [size, viewport] of [
    ['360', PHONE_360],
    ['1280', DESKTOP_1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSideScrollAndShoot(page, `${file}-${size}`);
    expect(await smallControls(page, controlsIn), `${file} at ${size}`).toEqual([]);
  }
  await page.setViewportSize(PHONE_360);
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/** The viewport box of the first element `selector` finds, at the current scroll position. */
export async function rectOf(page: Page, selector: string): Promise<Rect> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    });
}
