import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * The Playwright `test` for every spec: each test gets its own client address, sent as
 * X-Forwarded-For by its pages and request contexts (the e2e server runs with TRUST_PROXY=true).
 * The server's per-IP rate limits then apply per test, like per player, rather than to the whole
 * suite from 127.0.0.1; per-e-mail limits are untouched.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});

export { expect } from '@playwright/test';
