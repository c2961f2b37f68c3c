import type { MeResponse } from '@marcador/contracts';
import { type AccountField, LOCALES, type Locale, validateProfile } from '@marcador/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { LocationFields, PlayerFields } from '../../components/account/profile-fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import {
  blankRequired,
  type ProfileFormValues,
  profileFormValues,
  toProfileInput,
  toProfileUpdate,
} from '../../lib/profile-form';
import { meQueryKey, refreshSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

interface Problems {
  alert: string | null;
  fields: Partial<Record<AccountField, string>>;
  marked: ReadonlySet<AccountField>;
}

const NONE: Problems = { alert: null, fields: {}, marked: new Set() };
const FORM_ORDER: readonly AccountField[] = [
  'firstName',
  'lastName',
  'username',
  'age',
  'sports',
  'country',
  'state',
  'city',
];

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The Profile tab: the sign-up's player and location fields, with the same rules and messages. */
export function ProfileEditor({ me }: { me: MeResponse }) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const text = useAccountText();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(me.profile));
  const [language, setLanguage] = useState<Locale>(me.profile?.language ?? 'es');
  const [inDirectory, setInDirectory] = useState(me.profile?.inDirectory ?? true);
  const directoryHintId = useId();
  const [problems, setProblems] = useState<Problems>(NONE);
  const [attempted, setAttempted] = useState(false);

  const save = useMutation({
    mutationFn: () => api.updateProfile({ ...toProfileUpdate(values), language, inDirectory }),
    onSuccess: async () => {
      showToast('success', { title: t('profile.edit.saved') });
      await Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), refreshSession()]);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        const fields: Partial<Record<AccountField, string>> = {};
        for (const [name, message] of Object.entries(error.fields)) {
          if ((FORM_ORDER as readonly string[]).includes(name)) fields[name as AccountField] = message;
        }
        setProblems({ alert: null, fields, marked: new Set() });
        focus(FORM_ORDER.find((field) => fields[field]) ?? null);
        return;
      }
      showToast('error', { title: t('profile.edit.failed'), description: apiErrorText(error, tm) });
    },
  });

  function check(next: ProfileFormValues): Problems {
    const issues = validateProfile(toProfileInput(next));
    if (issues.length === 0) return NONE;
    const fields: Partial<Record<AccountField, string>> = {};
    let alert: string | null = null;
    let marked = new Set<AccountField>();
    for (const issue of issues) {
      if (issue.key === 'auth.errors.requiredFields') {
        alert = text(issue.key);
        marked = new Set(blankRequired(next, ['firstName', 'lastName', 'username'] as const));
      } else {
        fields[issue.field] ??= text(issue.key, issue.params);
      }
    }
    return { alert, fields, marked };
  }

  function focus(field: AccountField | null) {
    if (!field) return;
    const element = formRef.current?.elements.namedItem(field);
    const target = element instanceof RadioNodeList ? element[0] : element;
    if (target instanceof HTMLElement) target.focus();
  }

  function update(next: ProfileFormValues) {
    setValues(next);
    if (attempted) setProblems(check(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = check(values);
    setProblems(found);
    const first = FORM_ORDER.find((field) => found.marked.has(field) || found.fields[field]);
    if (first) {
      focus(first);
      return;
    }
    save.mutate();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="grid gap-6">
        {problems.alert ? <Alert tone="error">{problems.alert}</Alert> : null}
        <Panel title={t('profile.edit.title')} lead={t('profile.edit.lead')}>
          <PlayerFields
            values={values}
            errors={problems.fields}
            invalid={problems.marked}
            onChange={update}
            disabled={save.isPending}
          />
        </Panel>
        <Panel title={t('auth.signup.sections.location')}>
          <LocationFields values={values} errors={problems.fields} onChange={update} disabled={save.isPending} />
        </Panel>
      </div>
      <div className="grid gap-6 lg:sticky lg:top-24">
        <Panel title={t('auth.signup.sections.account')}>
          <div className="grid gap-5">
            <div>
              <p className="text-sm font-semibold text-court-900">{t('fields.email')}</p>
              <p className="mt-1 text-court-900 [overflow-wrap:anywhere]">{me.user.email}</p>
              <p className="mt-1 text-sm text-muted">{t('profile.edit.emailNote')}</p>
            </div>
            <SelectField
              label={t('fields.language')}
              name="language"
              value={language}
              onChange={(event) => {
                if (isLocale(event.target.value)) setLanguage(event.target.value);
              }}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {tm(`language.names.${locale}`)}
                </option>
              ))}
            </SelectField>
            <div>
              {/* The label row is the target (44 px high), not only the box. */}
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-court-900">
                <input
                  type="checkbox"
                  name="inDirectory"
                  checked={inDirectory}
                  disabled={save.isPending}
                  aria-describedby={directoryHintId}
                  onChange={(event) => setInDirectory(event.target.checked)}
                  className="size-6 shrink-0 cursor-pointer accent-court-700"
                />
                {t('profile.edit.directory')}
              </label>
              <p id={directoryHintId} className="mt-1 text-sm text-muted">
                {t('profile.edit.directoryHint')}
              </p>
            </div>
          </div>
        </Panel>
        <Button type="submit" variant="court" size="lg" className="w-full" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-5" />
          {save.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-7">
      <h2 className="font-display text-xl font-bold text-court-900">{title}</h2>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
