import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AccountEmails } from './modules/auth/account-emails';
import type { Billing } from './modules/billing/billing';
import type { Notifier } from './modules/notifications/notifier';
import type { Realtime } from './modules/realtime/realtime';
import type { SnapshotRefreshQueue } from './modules/statistics/snapshot-refresh-queue';
import type { AppSecrets } from './plugins/app-secret';
import type { Auth, Viewer } from './plugins/auth';
import type { BackgroundWork } from './plugins/background-work';
import type { Mailer } from './plugins/mail';
import type { LimitRule } from './plugins/rate-limits';
import type { RateLimitHit } from './plugins/rate-limits.repository';
import type { SessionReader } from './plugins/session-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated configuration (see src/config.ts). */
    config: AppConfig;
    /** The database handle; repositories receive `database.db`. */
    database: Database;
    /** Keys derived from AUTH_SECRET or the generated secret (plugins/app-secret.ts). */
    secrets: AppSecrets;
    /** better-auth (plugins/auth.ts): `auth.api.*` on the server, `auth.handler` behind our routes. */
    auth: Auth;
    /** Reads the signed-in user of plain requests in one query (plugins/session-reader.ts). */
    sessionReader: SessionReader;
    /** Verification, reset, welcome and sign-up-attempt e-mails (modules/auth/account-emails.ts). */
    accountEmails: AccountEmails;
    /** Work started by a request that its answer does not wait for (plugins/background-work.ts). */
    background: BackgroundWork;
    /** Premium billing: the provider (Stripe or demo) and the service every subscription change goes through. */
    billing: Billing;
    /** E-mail through the outbox (plugins/mail.ts). */
    mail: Mailer;
    /** Writes a user's notifications (plugins/notifier.ts). */
    notifier: Notifier;
    /** Refreshes the statistics snapshots of a finished match's players after its commit (plugins/statistics-refresh.ts). */
    statisticsRefresh: SnapshotRefreshQueue;
    /** This instance's event streams, fed by every instance through LISTEN/NOTIFY (plugins/realtime.ts). */
    realtime: Realtime;
    /** A preHandler enforcing several rate limits at once (plugins/rate-limits.ts). */
    limit(rules: readonly LimitRule[]): preHandlerAsyncHookHandler;
    /** Counts one hit of a fixed-window counter shared by every instance (plugins/rate-limits.ts). */
    countHit(key: string, windowMs: number): Promise<RateLimitHit>;
    /**
     * Users `limit` lets through uncounted: the stress test's throwaway account while its run lasts
     * (decision 051), whose load would otherwise measure the per-user limits instead of the server.
     */
    unlimitedUsers: Set<string>;
  }
  interface FastifyContextConfig {
    /** false: skip the CSRF origin check (plugins/origin-check.ts) for a route authorised by a signed token. */
    originCheck?: boolean;
  }
  interface FastifyRequest {
    /** Signed-in user; undefined until resolved (plugins/auth.ts `resolveViewer`), null when signed out. */
    viewer: Viewer | null | undefined;
  }
}
