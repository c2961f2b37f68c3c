import { isValidEmail } from '@marcador/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LogIn, MailX, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-client';
import { localPathOr } from '../../lib/local-path';
import { refreshSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { afterVerifyTarget, forgetAfterVerify } from './after-verify';
import { DEFAULT_AFTER_AUTH } from './auth-page';
import { AuthHeading, AuthShell } from './auth-shell';

/** How long the "confirmed" message shows before moving on. */
const CONFIRMED_REDIRECT_MS = 1_000;

type State = 'checking' | 'signedIn' | 'signedOut';

/**
 * /auth/confirm?redirect_to=/setup: where the e-mailed verification link lands. The server has
 * already verified the address and signed the user in (or added `error=` for a bad or expired
 * link); this page reads the session and moves on to `redirect_to`.
 */
export function ConfirmPage() {
  const { t } = useTranslation('account');
  const text = useAccountText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const linked = localPathOr(params.get('redirect_to'), DEFAULT_AFTER_AUTH);
  // A premium sign-up in this browser continues to checkout rather than /setup (read once).
  const [target] = useState(() => (error ? linked : afterVerifyTarget(linked, DEFAULT_AFTER_AUTH, Date.now())));
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    if (error) return;
    let active = true;
    void refreshSession().then((session) => {
      if (active) setState(session ? 'signedIn' : 'signedOut');
    });
    return () => {
      active = false;
    };
  }, [error]);

  useEffect(() => {
    if (state !== 'signedIn') return;
    const timer = setTimeout(() => {
      forgetAfterVerify();
      void navigate(target, { replace: true });
    }, CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, target]);

  if (error) {
    return (
      <AuthShell>
        <Result icon={<MailX aria-hidden="true" className="size-8" />} tone="bad" title={t('confirm.failedTitle')}>
          <Alert tone="error" live={false} className="w-full text-left">
            {text('auth.errors.tokenInvalid')}
          </Alert>
        </Result>
        <ResendForm />
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      {state === 'checking' ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('confirm.checking')} />
        </div>
      ) : state === 'signedIn' ? (
        <Result icon={<CircleCheck aria-hidden="true" className="size-8" />} title={t('confirm.successTitle')}>
          <Spinner label={t('confirm.successBody')} />
        </Result>
      ) : (
        <Result icon={<CircleCheck aria-hidden="true" className="size-8" />} title={t('confirm.signInTitle')}>
          <p className="text-muted">{t('confirm.signInBody')}</p>
          <Link to={`/auth?redirect=${encodeURIComponent(target)}`} className={buttonClasses('court', 'lg', 'mt-2')}>
            <LogIn aria-hidden="true" className="size-5" />
            {t('confirm.signIn')}
          </Link>
        </Result>
      )}
    </AuthShell>
  );
}

function Result({
  icon,
  title,
  tone = 'good',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'good' | 'bad';
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span
        className={
          tone === 'good'
            ? 'inline-flex size-16 items-center justify-center rounded-3xl bg-grass-100 text-grass-700'
            : 'inline-flex size-16 items-center justify-center rounded-3xl bg-red-50 text-red-700'
        }
      >
        {icon}
      </span>
      <AuthHeading title={title} />
      <div className="-mt-4 flex w-full flex-col items-center gap-4">{children}</div>
    </div>
  );
}

/** A bad or expired link: ask for a new one (same answer whether or not the address has an account). */
function ResendForm() {
  const { t } = useTranslation('account');
  const text = useAccountText();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const resend = useMutation({
    mutationFn: (address: string) => api.resendVerification(address),
    onError: (error) =>
      showToast('error', {
        title: text('auth.resend.failed'),
        description: error instanceof ApiRequestError && error.key ? error.message : text('auth.resend.retryLater'),
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setFieldError(text('auth.errors.emailRequired'));
    if (!isValidEmail(address)) return setFieldError(text('auth.errors.emailInvalid'));
    setFieldError(undefined);
    resend.mutate(address);
  }

  if (resend.isSuccess) {
    return (
      <Alert tone="success" title={text('auth.resend.success')} className="mt-6">
        {text('auth.resend.successDescription')}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-4 border-t border-court-100 pt-6">
      <p className="text-muted">{t('confirm.resendLead')}</p>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="court" size="lg" className="w-full" disabled={resend.isPending}>
        <Send aria-hidden="true" className="size-5" />
        {resend.isPending ? t('confirm.resending') : t('confirm.resend')}
      </Button>
    </form>
  );
}
