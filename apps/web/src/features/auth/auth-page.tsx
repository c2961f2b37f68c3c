import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadingScreen, Spinner } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { cn } from '../../lib/cn';
import { localPathOr } from '../../lib/local-path';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { AuthHeading, AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import type { SignUpForm as SignUpFormComponent } from './sign-up-form';

export type AuthMode = 'login' | 'signup';

const importSignUpForm = () => import('./sign-up-form');
/**
 * The sign-up form (profile fields, password checklist, captcha) is not part of /auth's first load,
 * which opens on the login form (decision 024): it is requested once the page has rendered, and a
 * visitor who opens sign-up before it arrives sees the loading line for that moment.
 */
const LazySignUpForm = lazy(() => importSignUpForm().then((m) => ({ default: m.SignUpForm })));

/** Where signed-in users and successful sign-ins go unless a page was asked for (spec section 2). */
export const DEFAULT_AFTER_AUTH = '/setup';

/** Where a sign-up with `?intent=premium` continues once the e-mail is verified. */
const PREMIUM_CHECKOUT_PATH = '/premium-checkout';

/** Router state a page passes to show a notice above the login form. */
export interface AuthNoticeState {
  notice?: 'passwordReset';
}

function modeOf(value: string | null, fallback: AuthMode): AuthMode {
  if (value === 'signup' || value === 'login') return value;
  return fallback;
}

/**
 * /auth: one screen toggling login and sign-up. `?email=` prefills the e-mail, `?mode=signup`
 * opens sign-up, `?redirect=` is the page to return to after login, `?intent=premium` shows the
 * Premium notice, `?invite=` carries a friend's invite code into the sign-up. A signed-in visitor is sent on at once.
 */
export function AuthPage({
  defaultMode = 'login',
  signUpForm: SignUpForm = LazySignUpForm,
}: {
  defaultMode?: AuthMode;
  /** /registration, which opens on sign-up, hands in the form it loaded with the page. */
  signUpForm?: ComponentType<Parameters<typeof SignUpFormComponent>[0]>;
}) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const mode = modeOf(params.get('mode'), defaultMode);
  const redirectTo = localPathOr(params.get('redirect'), DEFAULT_AFTER_AUTH);
  const premium = params.get('intent') === 'premium';
  // The invite code of a friend's link (decision 032): kept in the address through mode switches and
  // sent with the sign-up; the server ignores one it does not know.
  const invite = params.get('invite') ?? undefined;
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  // Set by a form that just signed in, so its own timed redirect runs instead of the instant one.
  const [finishing, setFinishing] = useState(false);
  const notice = (location.state as AuthNoticeState | null)?.notice;
  useEffect(() => {
    void importSignUpForm();
  }, []);

  if (!finishing && session.data) return <Navigate to={redirectTo} replace />;
  if (session.isPending) return <LoadingScreen label={tm('common.loading')} />;

  function switchMode(next: AuthMode) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace: true },
    );
  }

  const headingId = 'auth-heading';
  return (
    <AuthShell>
      {finishing ? null : <ModeSwitch mode={mode} onChange={switchMode} />}
      {finishing ? null : (
        <AuthHeading
          id={headingId}
          title={mode === 'login' ? t('auth.login.title') : t('auth.signup.title')}
          lead={mode === 'login' ? t('auth.login.lead') : t('auth.signup.lead')}
        />
      )}
      {premium && !finishing ? (
        <Alert tone="info" title={t('auth.premium.title')} className="mb-6" live={false}>
          {t('auth.premium.body')}
        </Alert>
      ) : null}
      {notice === 'passwordReset' && mode === 'login' && !finishing ? (
        <Alert tone="success" className="mb-6">
          {text('auth.reset.done')}
        </Alert>
      ) : null}
      {mode === 'login' ? (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          redirectTo={redirectTo}
          onSignedIn={() => setFinishing(true)}
        />
      ) : (
        <Suspense fallback={<Spinner label={tm('common.loading')} />}>
          <SignUpForm
            email={email}
            onEmailChange={setEmail}
            onFinishing={() => setFinishing(true)}
            afterSignUp={premium ? PREMIUM_CHECKOUT_PATH : DEFAULT_AFTER_AUTH}
            intent={premium ? 'premium' : undefined}
            invite={invite}
            onShowLogin={() => {
              setFinishing(false);
              switchMode('login');
            }}
          />
        </Suspense>
      )}
      {finishing ? null : (
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-2 text-center text-muted">
          {mode === 'login' ? t('auth.login.switch') : t('auth.signup.switch')}
          <button
            type="button"
            onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}
            className="inline-flex min-h-11 items-center rounded-full px-2 font-bold text-court-700 underline decoration-ball-500 decoration-2 underline-offset-4 hover:text-court-900"
          >
            {mode === 'login' ? t('auth.login.switchAction') : t('auth.signup.switchAction')}
          </button>
        </p>
      )}
    </AuthShell>
  );
}

/** The segmented control at the top of the card. */
function ModeSwitch({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const { t } = useTranslation('account');
  return (
    <fieldset className="mb-7 grid grid-cols-2 gap-1 rounded-full bg-court-50 p-1 ring-1 ring-court-100">
      <legend className="sr-only">{t('auth.modes.label')}</legend>
      {(['login', 'signup'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-bold transition-colors',
            mode === option
              ? 'bg-court-900 text-white shadow-sm'
              : 'text-court-700 hover:bg-white hover:text-court-900',
          )}
        >
          {t(`auth.modes.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
