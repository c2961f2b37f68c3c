import type { NotificationKind } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { type OutboxStatus, outboxRepository } from '../modules/mail/outbox.repository';
import { type EmailChoice, preferencesRepository } from '../modules/mail/preferences.repository';
import type { EmailLinks } from '../modules/mail/templates/layout';
import type { EmailTemplateDef } from '../modules/mail/templates/template';
import { signUnsubscribeToken } from '../modules/mail/unsubscribe-token';
import { appOrigin } from './origins';

/** One e-mail to send with a template. */
export interface MailRequest<Data> {
  to: string;
  locale: Locale;
  data: Data;
  /** Origin of the message's links (the address the user used, see linkOrigin); default APP_URL's. */
  origin?: string;
  /** For a template of category `notifications`: the kind it tells of, which the recipient may opt out of. */
  kind?: NotificationKind;
}

/** Sends e-mail through the outbox. */
export interface Mailer {
  /**
   * Renders the template, records it in the outbox and, when SMTP is configured, delivers it in the
   * background (the row then goes from `queued` to `sent` or `failed`). Without SMTP the row is
   * `stored`; if the recipient opted out of the template's category it is `suppressed` and not sent.
   * Resolves once the row is written, so a request never waits for (or reveals) SMTP timing.
   */
  send<Data>(
    template: EmailTemplateDef<Data>,
    request: MailRequest<Data>,
  ): Promise<{ id: string; status: OutboxStatus }>;
  /** Resolves when every background delivery has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** What an e-mail of an optional category may be opted out of; a notification e-mail names its kind. */
function optionalChoice(category: EmailChoice['category'], kind: NotificationKind | undefined): EmailChoice {
  if (category !== 'notifications') return { category };
  if (!kind) throw new Error('a notification e-mail needs its kind');
  return { category, kind };
}

/** SMTP waits: a stuck server must not pile up deliveries. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * E-mail delivery: nodemailer over SMTP_URL, every message recorded in `email_outbox`. Invitation
 * and marketing e-mails carry a signed one-click unsubscribe link (`/unsubscribe?token=` for people,
 * `List-Unsubscribe` + `List-Unsubscribe-Post` pointing at POST /api/unsubscribe for mail clients).
 */
export const mail = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { config } = app;
  const transport: Transporter | null = config.SMTP_URL
    ? createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS })
    : null;
  const outbox = outboxRepository(opts.db);
  const preferences = preferencesRepository(opts.db);
  const appUrl = appOrigin(config);
  const inFlight = new Set<Promise<void>>();

  const deliver = async (id: string, message: SendMailOptions) => {
    try {
      await transport?.sendMail(message);
      await outbox.markSent(id);
    } catch (error) {
      app.log.warn({ err: error, outboxId: id }, 'e-mail delivery failed');
      await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
    }
  };

  const mailer: Mailer = {
    async send(template, { to, locale, data, origin = appUrl, kind }) {
      const links: EmailLinks = { appUrl: origin };
      let allowed = true;
      let headers: Record<string, string> = {};
      if (template.category !== 'transactional') {
        const choice = optionalChoice(template.category, kind);
        allowed = await preferences.allows(to, choice);
        const token = signUnsubscribeToken(app.secrets.unsubscribe, { email: to, ...choice });
        links.unsubscribeUrl = `${origin}/unsubscribe?token=${token}`;
        headers = {
          'List-Unsubscribe': `<${origin}/api/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
      }
      const content = template.render(locale, data, links);
      const status: OutboxStatus = !allowed ? 'suppressed' : transport ? 'queued' : 'stored';
      const id = await outbox.insert({
        to,
        template: template.name,
        locale,
        category: template.category,
        ...content,
        status,
      });
      if (status === 'queued') {
        const delivery = deliver(id, { from: config.MAIL_FROM, to, headers, ...content });
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
      }
      return { id, status };
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };

  app.decorate('mail', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    transport?.close();
  });
});
