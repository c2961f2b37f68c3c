import {
  PASSWORD_MAX_LENGTH,
  PROFILE_PASSWORD_MIN_LENGTH,
  PROFILE_PASSWORD_SYMBOLS,
  passwordsMatch,
  profilePasswordChecks,
  profilePasswordIssue,
} from '@marcador/domain';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { AccountPasswordField } from '../../components/account/account-password-field';
import { PasswordChecklist } from '../../components/account/password-checklist';
import { Button } from '../../components/ui/button';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Security tab: change password with the profile rule of spec section 5 (6+ characters, an
 * uppercase letter, a number and one of !@#$%^&*) and its messages: 'Password must meet all
 * security requirements', "Passwords don't match", 'Password updated successfully', 'Could not
 * change password' (Spanish translations in es). The server signs out the other sessions.
 */
export function SecurityTab() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = useMutation({
    mutationFn: () => api.changePassword(values),
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
      showToast('success', { title: text('account.password.updated') });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        const found: Partial<Record<Field, string>> = {};
        for (const field of Object.keys(EMPTY) as Field[]) if (error.fields[field]) found[field] = error.fields[field];
        setErrors(found);
        focus((Object.keys(EMPTY) as Field[]).find((field) => found[field]));
        return;
      }
      showToast('error', { title: text('account.password.failed'), description: apiErrorText(error, tm) });
    },
  });

  function focus(field: Field | undefined) {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.currentPassword === '') found.currentPassword = t('errors.passwordMissing');
    const weak = profilePasswordIssue(values.newPassword);
    if (weak) found.newPassword = text(weak, { max: PASSWORD_MAX_LENGTH });
    if (!passwordsMatch(values.newPassword, values.confirmPassword))
      found.confirmPassword = text('account.password.mismatch');
    setErrors(found);
    const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    change.mutate();
  }

  return (
    <section className="mx-auto max-w-xl rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-8">
      <h2 className="font-display text-2xl font-extrabold text-court-900">{t('profile.security.title')}</h2>
      <p className="mt-1 text-muted">{t('profile.security.lead')}</p>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-6 grid gap-5">
        <AccountPasswordField
          label={t('profile.security.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => set('currentPassword', event.target.value)}
        />
        <div>
          <AccountPasswordField
            label={t('profile.security.new')}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(event) => set('newPassword', event.target.value)}
          />
          <PasswordChecklist
            checks={profilePasswordChecks(values.newPassword)}
            minLength={PROFILE_PASSWORD_MIN_LENGTH}
            symbols={PROFILE_PASSWORD_SYMBOLS}
          />
        </div>
        <AccountPasswordField
          label={t('profile.security.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
        />
        <Button
          type="submit"
          variant="court"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={change.isPending}
        >
          <KeyRound aria-hidden="true" className="size-5" />
          {change.isPending ? t('profile.security.submitting') : t('profile.security.submit')}
        </Button>
      </form>
    </section>
  );
}
