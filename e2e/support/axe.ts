import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { screenshotPath } from './fit';
import { expect } from './test';

/*
 * axe's source is read from node_modules and evaluated in the page (no network); `page.evaluate` is
 * used rather than a script tag because our CSP forbids inline scripts, as it should.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is and fails on serious or critical violations, listing each. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(`a11y-${name}`), fullPage: true });
  await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as AxeResults;
  const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = grave.map(
    (v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect.soft(report, `axe on ${name}`).toEqual([]);
}

/**
 * WCAG AAA contrast (7:1, axe's color-contrast-enhanced) on the parts `selectors` name: what must read
 * in sunlight, such as the score and the point buttons' labels.
 */
export async function expectContrastAAA(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate(axeSource);
  const results = (await page.evaluate(
    (include) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<unknown> } }).axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: ['color-contrast-enhanced'], resultTypes: ['violations'] },
      ),
    [...selectors],
  )) as AxeResults;
  const report = results.violations.flatMap((v) =>
    v.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
  );
  expect(report, `contrast 7:1 in ${selectors.join(', ')}`).toEqual([]);
}
