import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page-routes';

const routes = pageRoutes([
  '/',
  '/precios',
  '/auth/confirm',
  '/sessions/:id',
  '/sessions/:id/edit',
  '/player/:id',
  '/files/*',
  '/docs/:page?',
]);

describe('pageRoutes', () => {
  it.each([
    '/',
    '/precios',
    '/precios/',
    '/PRECIOS',
    '/auth/confirm',
    '/sessions/42',
    '/sessions/42/edit',
    '/player/6b1f0c2e',
    '/player/ana%20l%C3%B3pez',
    '/files/a/b/c',
    '/docs',
    '/docs/intro',
  ])('knows %s', (path) => {
    expect(routes.knows(path)).toBe(true);
  });

  it.each(['/nope', '/precio', '/auth', '/sessions', '/sessions/42/delete', '/player', '/docs/a/b', '/%E0%A4%A'])(
    'does not know %s',
    (path) => {
      expect(routes.knows(path)).toBe(false);
    },
  );
});
