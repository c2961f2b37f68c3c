import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { OutboxPanel } from './outbox-panel';

/** How often the mailbox looks for new messages while open (a sign-up in another tab lands here). */
const REFRESH_MS = 5000;

/**
 * /dev/mailbox: the development mailbox of an install without SMTP (decision 020). The server
 * console prints its address with a key after `#key=` (never sent in a Referer or a log); the page
 * passes it to GET /api/dev/mailbox, which answers only on the server's own computer.
 */
export function DevMailboxPage() {
  const { t } = useTranslation('account');
  const key = new URLSearchParams(useLocation().hash.slice(1)).get('key') ?? '';
  const outbox = useQuery({
    queryKey: ['dev', 'mailbox', key],
    queryFn: ({ signal }) => api.getDevMailbox(key, signal),
    enabled: key !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.error ? false : REFRESH_MS),
  });
  const refused = outbox.error instanceof ApiRequestError ? outbox.error.status : null;

  return (
    <>
      <PageHeader eyebrow={t('devMailbox.eyebrow')} title={t('devMailbox.title')} lead={t('devMailbox.lead')} />
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-8">
        {key === '' || refused === 403 ? <Alert tone="error">{t('devMailbox.needsKey')}</Alert> : null}
        {refused === 404 ? <Alert tone="error">{t('devMailbox.unavailable')}</Alert> : null}
        {key !== '' && refused === null ? <OutboxPanel outbox={outbox} /> : null}
      </div>
    </>
  );
}
