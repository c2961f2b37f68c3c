import './app-types';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { accountRoutes } from './modules/accounts/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminLogRoutes } from './modules/admin/admin-log.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { administratorsRoutes } from './modules/admin/administrators.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createBilling } from './modules/billing/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { clubTvRoutes } from './modules/club-tv/club-tv.routes';
import { communityRoutes } from './modules/community/community.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { courtsRoutes } from './modules/courts/courts.routes';
import { databaseAdminRoutes } from './modules/database-admin/database-admin.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { liveMatchesRoutes } from './modules/live-matches/live-matches.routes';
import { liveMatchPage } from './modules/live-matches/live-page.routes';
import { DEV_MAILBOX_PAGE, devMailboxRoutes, reachesDevMailbox } from './modules/mail/dev-mailbox.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { networkRoutes } from './modules/network/network.routes';
import { playersRoutes } from './modules/network/players.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { participationsRoutes } from './modules/participations/participations.routes';
import { leaderboardRoutes } from './modules/ratings/leaderboard.routes';
import { eventsRoutes } from './modules/realtime/events.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { stressTestRoutes } from './modules/stress-test/stress-test.routes';
import { systemRoutes } from './modules/system/system.routes';
import { spectatorRoutes } from './modules/tournaments/spectator.routes';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { ttsRoutes } from './modules/tts/tts.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { availabilityRoutes } from './modules/venue-admin/availability.routes';
import { dashboardRoutes } from './modules/venue-admin/dashboard.routes';
import { venuePlayersRoutes } from './modules/venue-admin/venue-players.routes';
import { venueSettingsRoutes } from './modules/venue-admin/venue-settings.routes';
import { venueApplicationsRoutes } from './modules/venues/venue-applications.routes';
import { venuesRoutes } from './modules/venues/venues.routes';
import { loadAppSecrets } from './plugins/app-secret';
import { auth } from './plugins/auth';
import { backgroundWork } from './plugins/background-work';
import { bodyLimits, DEFAULT_BODY_LIMIT } from './plugins/body-limits';
import { canonicalPath } from './plugins/canonical-path';
import { errorShape } from './plugins/error-shape';
import { frameworkErrors } from './plugins/framework-errors';
import { jsonStructure } from './plugins/json-structure';
import { mail } from './plugins/mail';
import { notifier } from './plugins/notifier';
import { openapi } from './plugins/openapi';
import { originCheck } from './plugins/origin-check';
import { rateLimits } from './plugins/rate-limits';
import { realtime } from './plugins/realtime';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeaders } from './plugins/security-headers';
import { spa } from './plugins/spa';
import { statisticsRefresh } from './plugins/statistics-refresh';
import { storableText } from './plugins/storable-text';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the Fastify app without listening, on a migrated database. Plugins load in a fixed order:
 * external (headers, rate limits, OpenAPI) -> app (error shape, decorations, CSRF origin check,
 * canonical paths, mail, auth) -> modules -> SPA.
 */
export async function buildApp({ config, database, webRoot, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // Addresses no route serves take the default; each route gets its own (plugins/body-limits.ts).
    bodyLimit: Math.min(DEFAULT_BODY_LIMIT, config.BODY_LIMIT),
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const siteKey = config.RECAPTCHA_SITE_KEY;
  await app.register(securityHeaders, { recaptcha: siteKey !== undefined && siteKey !== 'dev-bypass' });
  await app.register(rateLimits, { db: database.db });
  await app.register(openapi);

  await app.register(errorShape, { exposeInternals: config.NODE_ENV === 'development' });
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(originCheck);
  await app.register(canonicalPath);
  await app.register(bodyLimits, { ceiling: config.BODY_LIMIT });
  await app.register(jsonStructure);
  await app.register(storableText);
  app.decorate('secrets', await loadAppSecrets(config, database.db));
  await app.register(mail, { db: database.db });
  await app.register(notifier, { db: database.db });
  await app.register(realtime);
  await app.register(auth, { db: database.db });
  // After mail and auth, so closing waits for its tasks before the mailer closes.
  await app.register(backgroundWork);
  await app.register(statisticsRefresh, { db: database.db });
  app.decorate('billing', await createBilling(app));

  for (const routes of [
    systemRoutes,
    contactRoutes,
    captchaRoutes,
    authRoutes,
    accountRoutes,
    adminRoutes,
    databaseAdminRoutes,
    administratorsRoutes,
    adminLogRoutes,
    adminUsersRoutes,
    billingRoutes,
    mailRoutes,
    devMailboxRoutes,
    matchesRoutes,
    liveMatchesRoutes,
    notificationsRoutes,
    eventsRoutes,
    playersRoutes,
    networkRoutes,
    ttsRoutes,
    usageRoutes,
    venuesRoutes,
    venueApplicationsRoutes,
    courtsRoutes,
    venueSettingsRoutes,
    availabilityRoutes,
    dashboardRoutes,
    venuePlayersRoutes,
    sessionsRoutes,
    invitationsRoutes,
    participationsRoutes,
    contactsRoutes,
    communityRoutes,
    leaderboardRoutes,
    statisticsRoutes,
    tournamentsRoutes,
    spectatorRoutes,
    clubTvRoutes,
    stressTestRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }

  // The spectator page carries its match's view (decision 055); every other page is the SPA's.
  await app.register(liveMatchPage, { webRoot });
  await app.register(spa, {
    root: webRoot,
    // The development mailbox's page is not there for anyone who cannot reach its API.
    hidden: (path, request) => path === DEV_MAILBOX_PAGE && !reachesDevMailbox(config, request),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
