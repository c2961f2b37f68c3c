import { EMAIL_TEMPLATES, type EmailTemplate } from '@marcador/contracts/limits';
import { isValidEmail, LOCALES, type Locale } from '@marcador/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { OutboxPanel } from './outbox-panel';

const outboxKey = ['admin', 'outbox'] as const;

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * /email-test (admins): sends each template with sample data to an address, and reads the outbox,
 * where every message is recorded with its delivery status (also when no SMTP is configured).
 */
export function EmailTestPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('emailTest.title')} lead={t('emailTest.lead')} />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-4">
          <Link
            to="/master-admin"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-court-700 hover:text-court-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('admin.back')}
          </Link>
          <SendPanel />
        </div>
        <AdminOutbox />
      </div>
    </>
  );
}

function SendPanel() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const session = useSession();
  const queryClient = useQueryClient();
  const [to, setTo] = useState(() => session.data?.user.email ?? '');
  const [locale, setLocale] = useState<Locale>('es');
  const [error, setError] = useState<string | undefined>();

  const send = useMutation({
    mutationFn: (template: EmailTemplate) => api.sendEmailTest({ template, to: to.trim(), locale }),
    onSuccess: async (result, template) => {
      showToast('success', {
        title: t('emailTest.form.sent', {
          name: t(`emailTest.templates.${template}`),
          status: t(`emailTest.status.${result.status}`),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: outboxKey });
    },
    onError: (failure) =>
      showToast('error', { title: t('emailTest.form.failed'), description: apiErrorText(failure, tm) }),
  });

  function handleSend(template: EmailTemplate) {
    if (!isValidEmail(to)) {
      setError(text('auth.errors.emailInvalid'));
      return;
    }
    setError(undefined);
    send.mutate(template);
  }

  return (
    <section
      aria-labelledby="email-test-send"
      className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8"
    >
      <h2 id="email-test-send" className="font-display text-xl font-bold text-court-900">
        {t('emailTest.form.title')}
      </h2>
      <div className="mt-5 grid gap-5">
        <TextField
          label={t('emailTest.form.to')}
          name="to"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={to}
          error={error}
          onChange={(event) => setTo(event.target.value)}
        />
        <SelectField
          label={t('emailTest.form.locale')}
          name="locale"
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) setLocale(event.target.value);
          }}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {tm(`language.names.${option}`)}
            </option>
          ))}
        </SelectField>
        <ul className="grid gap-2">
          {EMAIL_TEMPLATES.map((template) => (
            <li key={template}>
              <Button
                variant="secondary"
                className="w-full justify-between"
                disabled={send.isPending}
                aria-label={t('emailTest.form.sendNamed', { name: t(`emailTest.templates.${template}`) })}
                onClick={() => handleSend(template)}
              >
                {t(`emailTest.templates.${template}`)}
                {send.isPending && send.variables === template ? (
                  <Spinner label={t('emailTest.form.sending')} className="text-sm" />
                ) : (
                  <Send aria-hidden="true" className="size-4" />
                )}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AdminOutbox() {
  const outbox = useQuery({ queryKey: outboxKey, queryFn: ({ signal }) => api.getOutbox(signal), staleTime: 0 });
  return <OutboxPanel outbox={outbox} />;
}
