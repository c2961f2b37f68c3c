import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from './canonical-path';
import { errorBody } from './error-shape';
import { readPageRoutes } from './page-routes';
import { prerenderedFile, readPrerenderedPages } from './prerendered-pages';

interface SpaOptions {
  root: string | undefined;
  /** Pages of the route table that this request must not see: they answer 404 like unknown ones. */
  hidden?: (path: string, request: FastifyRequest) => boolean;
}

/**
 * Serves the built web app and answers every other GET that is not under /api with index.html,
 * so deep links (/leaderboard, /sessions/42) reach the client router; a visitor's `/` and `/auth`
 * get their prerendered page instead (decision 015). A path the web app's route table does not know
 * gets index.html with status 404: the client router shows its not-found page, and crawlers and
 * monitors see a real 404 (decision 020). Unknown /api routes, and anything that is not a page
 * request, get the JSON 404.
 */
export const spa = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  const { root, hidden = () => false } = opts;
  const hasBuild = root !== undefined && existsSync(join(root, 'index.html'));
  const prerendered = hasBuild ? readPrerenderedPages(root) : undefined;
  const pages = hasBuild ? readPageRoutes(root) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must always be revalidated to pick up new builds.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (isPage && hasBuild && !/\.[a-z0-9]+$/i.test(path)) {
      reply.header('cache-control', 'no-cache');
      if ((pages && !pages.knows(path)) || hidden(path, request)) return reply.code(404).sendFile('index.html');
      // A prerendered path answers by cookie (session, language), so caches must key on it.
      if (prerendered) reply.header('vary', 'Cookie');
      const file =
        prerendered &&
        prerenderedFile(prerendered, {
          path,
          search: new URLSearchParams(request.url.slice(path.length)),
          cookie: request.headers.cookie,
        });
      if (!file) return reply.sendFile('index.html');
      // The same URL is a prerendered page or the shell by cookie; the service worker keeps only
      // the shell for offline use (public/sw.js).
      return reply.header('x-prerendered', 'visitor').sendFile(file);
    }
    return reply.code(404).send(errorBody('not_found', `No route for ${request.method} ${path}.`));
  });
});
