import type { UnsubscribeResponse } from '@marcador/contracts';
import { useMutation } from '@tanstack/react-query';
import { MailMinus, MailX, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';

/**
 * /unsubscribe?token=: the link at the foot of invitation, marketing and notification e-mails. One click, no
 * sign-in: the signed token names the address and the category. The click is a button rather than
 * an automatic call on load, so a mail scanner that opens links cannot unsubscribe anyone.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation<UnsubscribeResponse, unknown>({ mutationFn: () => api.unsubscribe(token) });

  const failure = unsubscribe.error;
  const invalid = !token || (failure instanceof ApiRequestError && failure.code === 'invalid_token');

  return (
    <div className="court-band flex flex-1 items-center justify-center px-4 py-14">
      <div className="w-full max-w-lg rounded-[28px] bg-white p-6 text-center shadow-lift ring-1 ring-court-900/8 sm:p-10">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-3xl bg-court-50 text-court-700 ring-1 ring-court-100">
          {invalid ? (
            <MailX aria-hidden="true" className="size-8" />
          ) : (
            <MailMinus aria-hidden="true" className="size-8" />
          )}
        </span>
        {unsubscribe.data ? (
          <div role="status">
            <h1 className="mt-5 font-display text-3xl font-extrabold text-court-900">{t('unsubscribe.doneTitle')}</h1>
            <p className="mt-3 text-lg text-muted">
              {t('unsubscribe.doneBody', {
                email: unsubscribe.data.email,
                category: unsubscribe.data.kind
                  ? t('unsubscribe.categories.notifications', {
                      kind: t(`emailSettings.notifications.kinds.${unsubscribe.data.kind}.title`),
                    })
                  : t(`unsubscribe.categories.${unsubscribe.data.category}`),
              })}
            </p>
            <p className="mt-2 text-sm text-muted">{t('unsubscribe.transactionalNote')}</p>
            <Link to="/email-settings" className={buttonClasses('secondary', 'md', 'mt-7')}>
              <Settings aria-hidden="true" className="size-4" />
              {t('unsubscribe.manage')}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="mt-5 font-display text-3xl font-extrabold text-court-900">{t('unsubscribe.title')}</h1>
            {invalid ? (
              <Alert tone="error" className="mt-6 text-left" live={Boolean(failure)}>
                {text('email.errors.unsubscribeInvalid')}
              </Alert>
            ) : (
              <>
                <p className="mt-3 text-muted">{t('unsubscribe.lead')}</p>
                {failure ? (
                  <Alert tone="error" className="mt-6 text-left">
                    {apiErrorText(failure, tm)}
                  </Alert>
                ) : null}
                <Button
                  variant="court"
                  size="lg"
                  className="mt-7 w-full sm:w-auto"
                  disabled={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate()}
                >
                  <MailMinus aria-hidden="true" className="size-5" />
                  {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
