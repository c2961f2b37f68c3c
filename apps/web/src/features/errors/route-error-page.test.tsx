import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ mobile: false }));
vi.mock('../../lib/use-media-query', () => ({ useIsMobile: () => device.mobile }));

const { RouteErrorPage } = await import('./route-error-page');

/** The page a route shows when it failed with `error` (keys stand for the copy: no locale is loaded). */
function shown(error: unknown): string {
  const router = createMemoryRouter([{ id: 'page', path: '/', element: null, errorElement: <RouteErrorPage /> }], {
    hydrationData: { errors: { page: error } },
  });
  return renderToString(<RouterProvider router={router} />).replaceAll('<!-- -->', '');
}

/** Where each key first shows in the page (-1: nowhere). */
const positions = (html: string, ...keys: string[]) => keys.map((key) => html.indexOf(key));
/** Whether every key shows, each after the one before. */
const inOrder = (html: string, ...keys: string[]) =>
  positions(html, ...keys).every((at, i, all) => at > -1 && (i === 0 || at > (all[i - 1] ?? -1)));

describe('RouteErrorPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('on a desktop: a card with retry first, reload, and the technical details of an Error', () => {
    device.mobile = false;
    const html = shown(new Error('chunk gone'));
    expect(html).toContain('role="alert"');
    expect(html).toContain('errors.render.body');
    expect(html).not.toContain('errors.mobile.body');
    expect(inOrder(html, 'errors.render.retry', 'errors.reload')).toBe(true);
    expect(html).toContain('chunk gone');
    expect(html).not.toContain('errors.goHome');
  });

  it('on a phone: the mobile screen, reload first, try again, go home; no details', () => {
    device.mobile = true;
    const html = shown(new Error('chunk gone'));
    expect(html).toContain('role="alert"');
    expect(html).toContain('errors.mobile.body');
    expect(inOrder(html, 'errors.reload', 'errors.render.retry', 'errors.goHome')).toBe(true);
    expect(html).toContain('href="/"');
    expect(html).not.toContain('chunk gone');
  });
});
