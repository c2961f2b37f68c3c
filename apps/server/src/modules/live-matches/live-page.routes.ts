import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SPECTATOR_TOKEN_PATTERN } from '@marcador/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { publicViewLimit, viewOpenedBy } from '../realtime/public-view-routes';
import { MATCH_PUBLIC_LIMIT } from './live-matches.routes';
import { liveMatchesService } from './live-matches.service';
import { LIVE_PAGE, readLivePage, renderLivePage, withScriptSource } from './live-page';

const gzipped = promisify(gzip);

/**
 * GET /live?token=...: the spectator page with the match's view in it (decision 055). 200 with the
 * view; 404 when the token opens nothing (the page says the link does not work); 503 when the read
 * failed, with the page and no view (it follows the stream, which tries again by itself). Counted
 * with the public reads of the match. Registered only when the build has the page.
 */
export const liveMatchPage: FastifyPluginAsync<{ webRoot: string | undefined }> = async (app, { webRoot }) => {
  const template = readLivePage(webRoot);
  if (!template) return;
  const live = liveMatchesService(app.database.db);

  app.get(
    LIVE_PAGE,
    { preHandler: app.limit(publicViewLimit(MATCH_PUBLIC_LIMIT)), schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const opens = typeof token === 'string' && SPECTATOR_TOKEN_PATTERN.test(token);
      let html: string;
      try {
        const view = opens ? await viewOpenedBy(live, token) : null;
        html = renderLivePage(template, view);
        reply.code(view ? 200 : 404);
      } catch (error) {
        request.log.warn({ err: error }, 'live page: reading the view failed');
        html = template.before + template.after;
        reply.code(503).header('retry-after', '5');
      }
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', withScriptSource(csp, template.scriptSource));
      // The view changes with every point: no cache keeps the page.
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
      return reply.header('content-encoding', 'gzip').send(await gzipped(html));
    },
  );
};
