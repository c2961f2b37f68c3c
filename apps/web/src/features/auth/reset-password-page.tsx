import {
  PASSWORD_MAX_LENGTH,
  passwordsMatch,
  SIGNUP_PASSWORD_MIN_LENGTH,
  signupPasswordChecks,
  signupPasswordIssue,
} from '@marcador/domain';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountPasswordField } from '../../components/account/account-password-field';
import { PasswordChecklist } from '../../components/account/password-checklist';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { setSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import type { AuthNoticeState } from './auth-page';
import { AuthHeading, AuthShell } from './auth-shell';

type ResetField = 'newPassword' | 'confirmPassword';

/**
 * /reset-password?token=: the e-mailed recovery link. The new password follows the sign-up rule
 * (spec section 5); on success every session is signed out and the visitor goes to the login form
 * with a confirmation.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: () => api.resetPassword({ token, newPassword, confirmPassword }),
    onSuccess: async () => {
      // The server revoked every session, this browser's too.
      setSession(null);
      const state: AuthNoticeState = { notice: 'passwordReset' };
      await navigate('/auth?mode=login', { replace: true, state });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'invalid_token') {
        setLinkProblem(error.message);
        return;
      }
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors({ newPassword: error.fields.newPassword, confirmPassword: error.fields.confirmPassword });
        return;
      }
      showToast('error', { title: tm('common.error'), description: apiErrorText(error, tm) });
    },
  });

  if (!token) {
    return (
      <AuthShell>
        <AuthHeading title={t('reset.title')} />
        <Alert tone="error" live={false}>
          {t('reset.missingToken')}
        </Alert>
        <Link to="/auth" className={buttonClasses('court', 'lg', 'mt-6 w-full')}>
          {t('reset.requestNew')}
        </Link>
      </AuthShell>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const weak = signupPasswordIssue(newPassword);
    const found: Partial<Record<ResetField, string>> = {};
    if (weak) found.newPassword = text(weak, { max: PASSWORD_MAX_LENGTH });
    if (!passwordsMatch(newPassword, confirmPassword)) found.confirmPassword = text('auth.errors.passwordMismatch');
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    reset.mutate();
  }

  const mismatch =
    confirmPassword !== '' && !passwordsMatch(newPassword, confirmPassword)
      ? text('auth.errors.passwordMismatch')
      : undefined;

  return (
    <AuthShell>
      <AuthHeading title={t('reset.title')} lead={t('reset.lead')} />
      {linkProblem ? (
        <div className="mb-6 grid gap-3">
          <Alert tone="error">{linkProblem}</Alert>
          <Link to="/auth" className={buttonClasses('secondary', 'md', 'justify-self-start')}>
            {t('reset.requestNew')}
          </Link>
        </div>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <div>
          <AccountPasswordField
            label={t('reset.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            hint={text('auth.hints.passwordRequirements')}
            value={newPassword}
            error={errors.newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          {newPassword ? (
            <PasswordChecklist checks={signupPasswordChecks(newPassword)} minLength={SIGNUP_PASSWORD_MIN_LENGTH} />
          ) : null}
        </div>
        <AccountPasswordField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword ?? mismatch}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" variant="court" size="lg" className="w-full" disabled={reset.isPending}>
          <KeyRound aria-hidden="true" className="size-5" />
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
