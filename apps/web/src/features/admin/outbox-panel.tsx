import type { OutboxMessage, OutboxResponse } from '@marcador/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';

const STATUS_TONES: Record<OutboxMessage['status'], BadgeTone> = {
  queued: 'court',
  sent: 'success',
  failed: 'danger',
  stored: 'neutral',
  suppressed: 'clay',
};

/** The web addresses in a message's text part: its action links (verify, reset, set up a match...). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

/**
 * The latest outbox messages, newest first, with their delivery status, their links ready to open
 * and their content: the admin mailbox of /email-test and the development mailbox of /dev/mailbox.
 */
export function OutboxPanel({ outbox }: { outbox: UseQueryResult<OutboxResponse> }) {
  const { t, i18n } = useTranslation('account');
  const { t: tm } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section
      aria-labelledby="email-test-outbox"
      className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="email-test-outbox" className="flex items-center gap-2 font-display text-xl font-bold text-court-900">
            <Inbox aria-hidden="true" className="size-5 text-court-700" />
            {t('emailTest.outbox.title')}
          </h2>
          <p className="text-sm text-muted">{t('emailTest.outbox.lead')}</p>
        </div>
        <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('emailTest.outbox.refresh')}
        </Button>
      </div>
      {outbox.isPending ? <Spinner label={tm('common.loading')} className="mt-6" /> : null}
      {outbox.isError ? (
        <Alert tone="error" className="mt-6">
          {apiErrorText(outbox.error, tm)}
        </Alert>
      ) : null}
      {outbox.data && outbox.data.messages.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-court-50 p-5 text-center text-muted">{t('emailTest.outbox.empty')}</p>
      ) : null}
      {outbox.data && outbox.data.messages.length > 0 ? (
        <ul className="mt-5 divide-y divide-slate-100">
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="py-4">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <p className="min-w-0 flex-1 font-semibold text-court-900">{message.subject}</p>
                <Badge tone={STATUS_TONES[message.status]}>{t(`emailTest.status.${message.status}`)}</Badge>
              </div>
              <p className="mt-1 text-sm break-words text-muted">
                {t('emailTest.outbox.meta', {
                  to: message.to,
                  template: message.template,
                  locale: message.locale,
                  date: format.format(new Date(message.createdAt)),
                })}
              </p>
              {message.error ? (
                <p className="mt-1 text-sm text-red-700">{t('emailTest.outbox.error', { error: message.error })}</p>
              ) : null}
              <MessageLinks links={linksIn(message.text)} />
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-court-700">
                  {t('emailTest.outbox.show')}
                </summary>
                <div className="mt-2 grid gap-3">
                  <iframe
                    title={t('emailTest.outbox.preview')}
                    sandbox=""
                    srcDoc={message.html}
                    className="h-96 w-full rounded-2xl bg-white ring-1 ring-court-100"
                  />
                  <pre className="max-h-64 overflow-auto rounded-2xl bg-court-50 p-4 text-sm whitespace-pre-wrap text-court-900">
                    {message.text}
                  </pre>
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A message's links as real links: the preview is sandboxed, so its own buttons cannot be followed. */
function MessageLinks({ links }: { links: string[] }) {
  const { t } = useTranslation('account');
  if (links.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold text-court-900">{t('emailTest.outbox.links')}</p>
      <ul>
        {links.map((link) => (
          <li key={link}>
            <a
              href={link}
              className="inline-flex min-h-11 items-center text-sm font-medium break-all text-court-700 underline underline-offset-4 hover:text-court-900"
            >
              {link}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
