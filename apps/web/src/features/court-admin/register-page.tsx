import type { VenueApplication, VenueApplicationRequest } from '@marcador/contracts';
import type { VenueApplicationField } from '@marcador/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError, apiErrorMessageKey } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import {
  COURTS_RANGE,
  FIELD_MAX_LENGTH,
  firstInvalid,
  initialValues,
  type RegisterErrors,
  type RegisterValues,
  registerErrors,
  timeZoneChoices,
  toRequest,
} from './register-form';
import { myApplicationKey, useMyApplication, venueApplicationsApi } from './venue-applications-api';

/** The browser's IANA time zone: the form's default (a club usually applies from where it is). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/**
 * /court-admin/register: a signed-in player applies to run their club. While an application waits
 * (or once approved) the waiting page is the place to be; after a rejection the form starts from the
 * rejected values.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const mine = useMyApplication();
  if (mine.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  const previous = mine.data?.application ?? null;
  if (previous && previous.status !== 'rejected') return <Navigate to="/court-admin/pending" replace />;
  return (
    <>
      <PageHeader
        eyebrow={t('courtAdmin.common.eyebrow')}
        title={t('courtAdmin.register.title')}
        lead={t('courtAdmin.register.lead')}
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
        <RegisterForm previous={previous} />
      </div>
    </>
  );
}

/** Server refusals that send the player to the waiting page rather than leave them on the form. */
const TO_PENDING = new Set(['application_pending']);

function RegisterForm({ previous }: { previous: VenueApplication | null }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(() => initialValues(browserTimeZone(), previous));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [attempted, setAttempted] = useState(false);
  const zones = useMemo(() => timeZoneChoices(Intl.supportedValuesOf('timeZone'), values.timeZone), [values.timeZone]);

  const mutation = useMutation({
    mutationFn: (request: VenueApplicationRequest) => venueApplicationsApi.apply(request),
    onSuccess: async (answer) => {
      queryClient.setQueryData(myApplicationKey, answer);
      await navigate('/court-admin/pending');
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && TO_PENDING.has(error.code)) await navigate('/court-admin/pending');
    },
  });

  const focus = (field: VenueApplicationField | undefined) => {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const change = (field: VenueApplicationField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Errors show on submit, then follow the typing so a fixed field clears at once.
    if (attempted) setErrors(registerErrors(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = registerErrors(values);
    setErrors(found);
    if (firstInvalid(found)) return focus(firstInvalid(found));
    mutation.mutate(toRequest(values));
  };

  const errorOf = (field: VenueApplicationField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    const bounds = FIELD_MAX_LENGTH[field] ? { max: FIELD_MAX_LENGTH[field] } : COURTS_RANGE;
    return t(`courtAdmin.register.errors.${field}.${problem}`, bounds);
  };
  const text = (field: VenueApplicationField, extra: { autoComplete?: string; type?: string } = {}) => ({
    name: field,
    label: t(`courtAdmin.register.fields.${field}`),
    value: values[field],
    maxLength: FIELD_MAX_LENGTH[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ...extra,
  });
  const failure = mutation.error;
  const failureText =
    failure instanceof ApiRequestError && failure.code === 'venue_exists'
      ? t('courtAdmin.register.errors.venueExists')
      : failure
        ? t(apiErrorMessageKey(failure))
        : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="register-form-title"
      className="grid gap-5 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:grid-cols-2 sm:p-8"
    >
      <div className="sm:col-span-2">
        <h2 id="register-form-title" className="font-display text-2xl font-extrabold text-court-900">
          {t('courtAdmin.register.formTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('courtAdmin.register.required')}</p>
      </div>
      {previous?.rejectionReason ? (
        <Alert tone="info" live={false} title={t('courtAdmin.register.previousRejected')} className="sm:col-span-2">
          <p className="[overflow-wrap:anywhere]">{previous.rejectionReason}</p>
        </Alert>
      ) : null}
      {failureText ? (
        <Alert tone="error" className="sm:col-span-2">
          {failureText}
        </Alert>
      ) : null}
      <TextField {...text('name', { autoComplete: 'organization' })} className="sm:col-span-2" />
      <TextField {...text('address', { autoComplete: 'street-address' })} className="sm:col-span-2" />
      <TextField {...text('city', { autoComplete: 'address-level2' })} />
      <TextField {...text('country', { autoComplete: 'country-name' })} />
      <SelectField
        name="timeZone"
        label={t('courtAdmin.register.fields.timeZone')}
        hint={t('courtAdmin.register.hints.timeZone')}
        value={values.timeZone}
        error={errorOf('timeZone')}
        onChange={(event) => change('timeZone', event.target.value)}
        className="sm:col-span-2"
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <TextField {...text('phone', { autoComplete: 'tel', type: 'tel' })} hint={t('courtAdmin.register.hints.phone')} />
      <TextField {...text('courts')} inputMode="numeric" hint={t('courtAdmin.register.hints.courts', COURTS_RANGE)} />
      <TextAreaField
        {...text('note')}
        labelNote={t('courtAdmin.register.optional')}
        rows={4}
        hint={t('courtAdmin.register.hints.note')}
        aside={t('courtAdmin.register.counter', { length: values.note.trim().length, max: FIELD_MAX_LENGTH.note })}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" variant="court" size="lg" disabled={mutation.isPending}>
          <Send aria-hidden="true" className="size-5" />
          {mutation.isPending ? t('courtAdmin.register.sending') : t('courtAdmin.register.submit')}
        </Button>
        <p className="text-sm text-muted">{t('courtAdmin.register.afterSubmit')}</p>
      </div>
    </form>
  );
}
