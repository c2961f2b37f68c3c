import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router';

describe('routerReady', () => {
  it("resolves only once the first page's module has loaded", async () => {
    let loadPage: (value: { element: null }) => void = () => {};
    const router = createMemoryRouter([{ path: '/', lazy: () => new Promise((resolve) => (loadPage = resolve)) }]);
    let ready = false;
    const waiting = routerReady(router).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    loadPage({ element: null });
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router that is ready, and when the first load fails', async () => {
    const loaded = createMemoryRouter([{ path: '/', element: null }]);
    await expect(routerReady(loaded)).resolves.toBeUndefined();
    const failing = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(new Error('chunk gone')) }]);
    await routerReady(failing);
    expect(failing.state.errors).not.toBeNull();
  });
});
