import { formatAccountMessage } from '@marcador/domain';
import { useMutation } from '@tanstack/react-query';
import { MailWarning, Send } from 'lucide-react';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { QueryProvider } from '../query-provider';

/**
 * Spec section 2: signed-in users whose e-mail is not confirmed see this banner with a resend
 * button. Results follow spec section 8: 'Correo reenviado' (check inbox and SPAM) or
 * 'No se pudo reenviar' with the server's reason or 'Intenta de nuevo en unos minutos'.
 * Loaded on its own chunk, only for those users.
 */
export function UnverifiedBanner({ email }: { email: string }) {
  return (
    <QueryProvider>
      <Banner email={email} />
    </QueryProvider>
  );
}

function Banner({ email }: { email: string }) {
  const { t, i18n } = useTranslation('account');
  const locale = currentLanguage(i18n.language);
  const resend = useMutation({
    mutationFn: () => api.resendVerification(email),
    onSuccess: () =>
      showToast('success', {
        title: formatAccountMessage(locale, 'auth.resend.success'),
        description: formatAccountMessage(locale, 'auth.resend.successDescription'),
      }),
    onError: (error) =>
      showToast('error', {
        title: formatAccountMessage(locale, 'auth.resend.failed'),
        description:
          error instanceof ApiRequestError && error.key
            ? error.message
            : formatAccountMessage(locale, 'auth.resend.retryLater'),
      }),
  });

  return (
    <section aria-label={t('banner.unverified.label')} className="border-b border-clay-400/40 bg-clay-50 text-clay-700">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-8">
        <MailWarning aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm font-medium">{t('banner.unverified.body', { email })}</p>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-clay-700 ring-1 ring-clay-400/60 hover:bg-clay-100 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          {resend.isPending ? t('banner.unverified.sending') : t('banner.unverified.resend')}
        </button>
      </div>
    </section>
  );
}
