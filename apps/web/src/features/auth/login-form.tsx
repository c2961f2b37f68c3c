import { isValidEmail, PASSWORD_MAX_LENGTH } from '@marcador/domain';
import { LogIn, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountPasswordField } from '../../components/account/account-password-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { refreshSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useAction } from '../../lib/use-action';
import { useTranslation } from '../../lib/use-translation';

/** Spec section 4: "Login redirects after 1 s." */
export const LOGIN_REDIRECT_MS = 1_000;

type LoginField = 'email' | 'password';

/**
 * E-mail and password sign-in with the forgot-password link. Wrong credentials show the spec's
 * sentence inline; any other refusal is a destructive toast titled Error. On success the session
 * is read again and, a second later, the visitor goes to the page they asked for (or /setup).
 */
export function LoginForm({
  email,
  onEmailChange,
  redirectTo,
  onSignedIn,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  const signIn = useAction(() => api.signIn({ email: email.trim(), password }), {
    onSuccess: async () => {
      onSignedIn();
      await refreshSession();
      setSignedIn(true);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'invalid_credentials') {
        setWrongCredentials(true);
        return;
      }
      showToast('error', { title: tm('common.error'), description: apiErrorText(error, tm) });
    },
  });

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate, redirectTo]);

  function focus(field: LoginField) {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWrongCredentials(false);
    const found: Partial<Record<LoginField, string>> = {};
    if (email.trim() === '') found.email = t('errors.emailMissing');
    else if (!isValidEmail(email)) found.email = text('auth.errors.emailInvalid');
    if (password === '') found.password = t('errors.passwordMissing');
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    signIn.run();
  }

  if (signedIn) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-grass-100 text-grass-700">
          <LogIn aria-hidden="true" className="size-8" />
        </span>
        <p className="font-display text-2xl font-extrabold text-court-900">{t('auth.login.successTitle')}</p>
        <Spinner label={t('auth.login.successBody')} />
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit} className="grid gap-5">
      {wrongCredentials ? <Alert tone="error">{text('auth.errors.invalidCredentials')}</Alert> : null}
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={errors.email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <div>
        <AccountPasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <ForgotPassword
          email={email}
          onMissingEmail={(message) => {
            setErrors((current) => ({ ...current, email: message }));
            focus('email');
          }}
        />
      </div>
      <Button type="submit" variant="court" size="lg" className="w-full" disabled={signIn.isPending}>
        <LogIn aria-hidden="true" className="size-5" />
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}

/**
 * Login mode only: e-mails a reset link to the address typed above. Without one: 'Por favor
 * ingresa tu email primero'. Once sent, a green confirmation replaces the link (spec section 2).
 */
function ForgotPassword({ email, onMissingEmail }: { email: string; onMissingEmail: (message: string) => void }) {
  const { t } = useTranslation('account');
  const text = useAccountText();
  const request = useAction((address: string) => api.requestPasswordReset(address), {
    onError: (error) =>
      showToast('error', {
        title: text('auth.reset.failed'),
        description: error instanceof ApiRequestError && error.key ? error.message : undefined,
      }),
  });

  if (request.isSuccess) {
    return (
      <Alert tone="success" title={text('auth.reset.sentTitle')} className="mt-3">
        {text('auth.reset.sentDescription')}
      </Alert>
    );
  }

  function handleClick() {
    const address = email.trim();
    if (address === '') {
      onMissingEmail(text('auth.errors.emailRequired'));
      return;
    }
    if (!isValidEmail(address)) {
      onMissingEmail(text('auth.errors.emailInvalid'));
      return;
    }
    request.run(address);
  }

  return (
    <div className="mt-1 flex justify-end">
      <button
        type="button"
        onClick={handleClick}
        disabled={request.isPending}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-court-700 underline decoration-court-300 underline-offset-4 hover:text-court-900 hover:decoration-court-700 disabled:opacity-60"
      >
        <MailCheck aria-hidden="true" className="size-4" />
        {request.isPending ? t('auth.login.forgotSending') : t('auth.login.forgot')}
      </button>
    </div>
  );
}
