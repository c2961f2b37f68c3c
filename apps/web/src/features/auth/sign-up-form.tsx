import type { SignUpRequest } from '@marcador/contracts';
import {
  type AccountField,
  EMAIL_MAX_LENGTH,
  SIGNUP_PASSWORD_MIN_LENGTH,
  signupPasswordChecks,
} from '@marcador/domain';
import { MailCheck, Send, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountPasswordField } from '../../components/account/account-password-field';
import { PasswordChecklist } from '../../components/account/password-checklist';
import { LocationFields, PlayerFields } from '../../components/account/profile-fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { toProfileUpdate } from '../../lib/profile-form';
import { readOnce, useReadOnce } from '../../lib/read-once';
import { refreshSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useAction } from '../../lib/use-action';
import { useTranslation } from '../../lib/use-translation';
import { rememberAfterVerify } from './after-verify';
import { CaptchaWidget, useCaptchaConfig } from './captcha';
import {
  EMPTY_SIGN_UP,
  type FormProblems,
  inlineMismatch,
  NO_PROBLEMS,
  type SignUpValues,
  serverProblems,
  signUpProblems,
} from './sign-up-state';

/** Spec section 4: "Signup leads to /setup after 1.5 s if a session exists immediately". */
export const SIGN_UP_REDIRECT_MS = 1_500;
const AFTER_SIGN_UP = '/setup';

/** Server errors that are about the form's content; the rest are toasts. */
const FORM_CODES = new Set(['validation_failed', 'username_taken', 'captcha_failed']);

/**
 * The sign-up form: account, player profile, location and (when configured) the captcha. Every
 * rule and message comes from @marcador/domain, so the form and the server agree; the server's
 * refusals (taken username, breached password, captcha) land under their fields too.
 */
export function SignUpForm({
  email,
  onEmailChange,
  onFinishing,
  onShowLogin,
  afterSignUp = AFTER_SIGN_UP,
  intent,
  invite,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onFinishing: () => void;
  onShowLogin: () => void;
  /** Where the new account continues (a premium sign-up: checkout), also after the e-mailed link. */
  afterSignUp?: string;
  /** `premium`: the server's e-mailed link continues to checkout on any device. */
  intent?: SignUpRequest['intent'];
  /** The invite code of the link the visitor came through, passed on as it is (the server checks it). */
  invite?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const navigate = useNavigate();
  const captcha = useCaptchaConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY_SIGN_UP, email });
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [attempted, setAttempted] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [outcome, setOutcome] = useState<'welcome' | 'checkEmail' | null>(null);

  const siteKey = captcha && !captcha.devMode ? captcha.siteKey : null;

  const signUp = useAction((body: SignUpRequest) => api.signUp(body), {
    onSuccess: async () => {
      onFinishing();
      if (afterSignUp !== AFTER_SIGN_UP) rememberAfterVerify(afterSignUp, Date.now());
      // Our server never signs in at sign-up (the e-mailed link does), but follow the spec's rule.
      const session = await refreshSession();
      setOutcome(session ? 'welcome' : 'checkEmail');
    },
    onError: (error) => {
      if (siteKey) setCaptchaReset((count) => count + 1);
      if (error instanceof ApiRequestError && FORM_CODES.has(error.code)) {
        const found = serverProblems(error);
        if (error.code === 'captcha_failed') {
          setCaptchaError(error.message);
          setProblems({ ...found, alert: null });
          return;
        }
        setProblems(found);
        focus(found.first);
        return;
      }
      showToast('error', { title: tm('common.error'), description: apiErrorText(error, tm) });
    },
  });

  useEffect(() => {
    if (outcome !== 'welcome') return;
    const timer = setTimeout(() => void navigate(afterSignUp, { replace: true }), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate, afterSignUp]);

  function focus(field: AccountField | null) {
    if (!field) return;
    const element = formRef.current?.elements.namedItem(field);
    const target = element instanceof RadioNodeList ? element[0] : element;
    if (target instanceof HTMLElement) target.focus();
  }

  function update(next: SignUpValues) {
    setValues(next);
    if (next.email !== values.email) onEmailChange(next.email);
    // After a first attempt the messages follow the typing, so a fixed field clears at once.
    if (attempted) setProblems(signUpProblems(next, text));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = signUpProblems(values, text);
    setProblems(found);
    const needsCaptcha = siteKey !== null && !captchaToken;
    setCaptchaError(needsCaptcha ? t('auth.captcha.required') : undefined);
    if (found.first) {
      focus(found.first);
      return;
    }
    if (needsCaptcha) return;
    signUp.run({
      ...toProfileUpdate(values),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(captchaToken ? { captchaToken } : {}),
      ...(intent ? { intent } : {}),
      ...(invite ? { invite } : {}),
    });
  }

  if (outcome === 'welcome') {
    return (
      <Outcome icon={<UserPlus aria-hidden="true" className="size-8" />} title={text('auth.signup.successTitle')}>
        <Spinner label={t('auth.signup.welcome')} />
      </Outcome>
    );
  }
  if (outcome === 'checkEmail') {
    return <CheckEmail email={values.email.trim()} onShowLogin={onShowLogin} />;
  }

  const mismatch = inlineMismatch(values, text);
  const fieldError = (field: AccountField) =>
    field === 'confirmPassword' ? (problems.fields.confirmPassword ?? mismatch ?? undefined) : problems.fields[field];

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-8">
      {problems.alert ? <Alert tone="error">{problems.alert}</Alert> : null}

      <Section title={t('auth.signup.sections.account')}>
        <div className="grid gap-5">
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            error={fieldError('email')}
            invalid={problems.marked.has('email')}
            onChange={(event) => update({ ...values, email: event.target.value })}
          />
          <div>
            <AccountPasswordField
              label={t('fields.password')}
              name="password"
              autoComplete="new-password"
              hint={text('auth.hints.passwordRequirements')}
              value={values.password}
              error={fieldError('password')}
              onChange={(event) => update({ ...values, password: event.target.value })}
            />
            {values.password ? (
              <PasswordChecklist
                checks={signupPasswordChecks(values.password)}
                minLength={SIGNUP_PASSWORD_MIN_LENGTH}
              />
            ) : null}
          </div>
          <AccountPasswordField
            label={t('fields.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={fieldError('confirmPassword')}
            onChange={(event) => update({ ...values, confirmPassword: event.target.value })}
          />
        </div>
      </Section>

      <Section title={t('auth.signup.sections.profile')}>
        <PlayerFields
          values={values}
          errors={problems.fields}
          invalid={problems.marked}
          onChange={(next) => update({ ...values, ...next })}
        />
      </Section>

      <Section title={t('auth.signup.sections.location')}>
        <LocationFields values={values} errors={problems.fields} onChange={(next) => update({ ...values, ...next })} />
      </Section>

      {siteKey ? (
        <CaptchaWidget
          siteKey={siteKey}
          resetKey={captchaReset}
          error={captchaError}
          onToken={(token) => {
            setCaptchaToken(token);
            if (token) setCaptchaError(undefined);
          }}
        />
      ) : null}

      <div className="grid gap-4">
        <Button type="submit" variant="court" size="lg" className="w-full" disabled={signUp.isPending}>
          <UserPlus aria-hidden="true" className="size-5" />
          {signUp.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth.signup.terms')}{' '}
          <Link to="/terms" className="font-semibold text-court-700 underline underline-offset-2">
            {t('auth.signup.termsLink')}
          </Link>
          {' · '}
          <Link to="/privacy" className="font-semibold text-court-700 underline underline-offset-2">
            {t('auth.signup.privacyLink')}
          </Link>
        </p>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 flex w-full items-center gap-3 text-xs font-bold uppercase tracking-widest text-muted">
        {title}
        <span aria-hidden="true" className="h-px flex-1 bg-court-100" />
      </legend>
      {children}
    </fieldset>
  );
}

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-grass-100 text-grass-700">
        {icon}
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-extrabold text-court-900 focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </div>
  );
}

/** GET /api/config once per page load (the flags' copy in the query cache is not on this page). */
const readPublicConfig = readOnce(() => api.getConfig());

/** After sign-up without a session: confirm by e-mail (spec section 4), with a resend button. */
function CheckEmail({ email, onShowLogin }: { email: string; onShowLogin: () => void }) {
  const { t } = useTranslation('account');
  const text = useAccountText();
  // A first run without SMTP: the link is on the server's console, not in a mailbox.
  const toConsole = useReadOnce(readPublicConfig)?.emailDelivery === 'console';
  const resend = useAction(() => api.resendVerification(email), {
    onSuccess: () =>
      showToast('success', {
        title: text('auth.resend.success'),
        description: text('auth.resend.successDescription'),
      }),
    onError: (error) =>
      showToast('error', {
        title: text('auth.resend.failed'),
        description: error instanceof ApiRequestError && error.key ? error.message : text('auth.resend.retryLater'),
      }),
  });
  return (
    <Outcome icon={<MailCheck aria-hidden="true" className="size-8" />} title={text('auth.signup.successTitle')}>
      <p className="text-lg font-semibold text-court-900">{text('auth.signup.checkEmail')}</p>
      <p className="max-w-md text-muted">{t('auth.signup.sentTo', { email })}</p>
      {toConsole ? (
        <Alert tone="info" className="max-w-md text-left">
          {t('auth.signup.consoleNote')}
        </Alert>
      ) : null}
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={() => resend.run()} disabled={resend.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {resend.isPending ? t('auth.signup.resending') : t('auth.signup.resend')}
        </Button>
        <Button variant="court" onClick={onShowLogin}>
          {t('auth.signup.backToLogin')}
        </Button>
      </div>
    </Outcome>
  );
}
