import type { Court, CourtSession, VenueSettings } from '@marcador/contracts';
import { SESSION_MINUTES_RANGE, SESSION_NOTES_MAX_LENGTH } from '@marcador/contracts/limits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame } from './area-frame';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { courtAdminErrorMessage } from './court-admin-errors';
import { useAreaChanged, useCourts, useVenueSettings } from './court-admin-queries';
import { PlayersPicker } from './players-picker';
import {
  createRequest,
  firstInvalid,
  newSessionValues,
  type SessionFormErrors,
  type SessionFormField,
  type SessionFormValues,
  sessionFormErrors,
  sessionValues,
  updateRequest,
} from './session-form';
import { isLocalDate, venueToday } from './venue-calendar';

/**
 * /court-admin/sessions/new (`?date=` the day to start from) and /court-admin/sessions/{id}/edit:
 * one form. Day and times are the venue's wall clock, sent as typed; the server converts them with
 * the venue's time zone, never the browser's.
 */
export function SessionFormPage({ venueId, sessionId }: { venueId: string; sessionId: string | null }) {
  const { t } = useTranslation('account');
  const settings = useVenueSettings(venueId);
  const courts = useCourts(venueId);
  const existing = useQuery({
    queryKey: courtAdminKeys.session(sessionId ?? ''),
    queryFn: ({ signal }) => courtAdminApi.session(sessionId ?? '', signal),
    enabled: sessionId !== null,
  });
  if (settings.isPending || courts.isPending || (sessionId !== null && existing.isPending)) {
    return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  }
  const title = t(sessionId ? 'courtAdmin.sessionForm.editTitle' : 'courtAdmin.sessionForm.newTitle');
  if (!settings.data || !courts.data || (sessionId !== null && !existing.data)) {
    return (
      <AreaFrame title={title}>
        <RetryAlert
          title={t('courtAdmin.sessionForm.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => {
            void settings.refetch();
            void courts.refetch();
            void existing.refetch();
          }}
        />
      </AreaFrame>
    );
  }
  return (
    <AreaFrame
      title={title}
      lead={t('courtAdmin.sessionForm.lead', { zone: settings.data.venue.timeZone.replaceAll('_', ' ') })}
    >
      <SessionForm venue={settings.data.venue} courts={courts.data.courts} session={existing.data?.session ?? null} />
    </AreaFrame>
  );
}

function SessionForm({
  venue,
  courts,
  session,
}: {
  venue: VenueSettings;
  courts: readonly Court[];
  session: CourtSession | null;
}) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const changed = useAreaChanged();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // Active courts take sessions; an edited session's own court stays offered even if switched off since.
  const offered = courts.filter((court) => court.isActive || court.id === session?.court.id);
  const [values, setValues] = useState<SessionFormValues>(() => {
    if (session) return sessionValues(session);
    const asked = params.get('date') ?? '';
    const date = isLocalDate(asked) ? asked : venueToday(venue.timeZone, new Date());
    return newSessionValues(offered[0]?.id ?? '', date, venue.sessionMinutes);
  });
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [attempted, setAttempted] = useState(false);

  const save = useMutation({
    mutationFn: (sent: SessionFormValues) =>
      session
        ? courtAdminApi.updateSession(session.id, updateRequest(sent))
        : courtAdminApi.createSession(createRequest(venue.id, sent)),
    onSuccess: async (answer) => {
      await changed();
      await navigate(`/court-admin/sessions/${encodeURIComponent(answer.session.id)}`);
    },
  });

  const change = (next: SessionFormValues) => {
    setValues(next);
    if (attempted) setErrors(sessionFormErrors(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = sessionFormErrors(values);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      const element = formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(values);
  };
  const errorOf = (field: SessionFormField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    const bounds = field === 'notes' ? { max: SESSION_NOTES_MAX_LENGTH } : SESSION_MINUTES_RANGE;
    return t(`courtAdmin.sessionForm.errors.${field}.${problem}`, bounds);
  };
  const failure = save.error ? courtAdminErrorMessage(save.error, i18n.language) : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t(session ? 'courtAdmin.sessionForm.editTitle' : 'courtAdmin.sessionForm.newTitle')}
      className="grid min-w-0 gap-5 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:grid-cols-2 sm:p-8"
    >
      {failure ? (
        <Alert tone="error" className="sm:col-span-2">
          <span className="[overflow-wrap:anywhere]">{t(failure.key, failure.values)}</span>
        </Alert>
      ) : null}
      <SelectField
        name="courtId"
        label={t('courtAdmin.sessionForm.court')}
        value={values.courtId}
        error={errorOf('courtId')}
        className="min-w-0 sm:col-span-2"
        onChange={(event) => change({ ...values, courtId: event.target.value })}
      >
        {offered.length === 0 ? <option value="">{t('courtAdmin.sessionForm.noCourts')}</option> : null}
        {offered.map((court) => (
          <option key={court.id} value={court.id}>
            {court.name}
          </option>
        ))}
      </SelectField>
      <TextField
        name="date"
        type="date"
        label={t('courtAdmin.sessionForm.date')}
        value={values.date}
        error={errorOf('date')}
        className="min-w-0"
        onChange={(event) => change({ ...values, date: event.target.value })}
      />
      <TextField
        name="time"
        type="time"
        step={300}
        label={t('courtAdmin.sessionForm.time')}
        value={values.time}
        error={errorOf('time')}
        className="min-w-0"
        onChange={(event) => change({ ...values, time: event.target.value })}
      />
      <TextField
        name="minutes"
        inputMode="numeric"
        label={t('courtAdmin.sessionForm.minutes')}
        hint={t('courtAdmin.sessionForm.minutesHint', { ...SESSION_MINUTES_RANGE, default: venue.sessionMinutes })}
        value={values.minutes}
        error={errorOf('minutes')}
        className="min-w-0"
        onChange={(event) => change({ ...values, minutes: event.target.value })}
      />
      <PlayersPicker players={values.players} onChange={(players) => change({ ...values, players })} />
      <TextAreaField
        name="notes"
        label={t('courtAdmin.sessionForm.notes')}
        labelNote={t('courtAdmin.register.optional')}
        rows={3}
        maxLength={SESSION_NOTES_MAX_LENGTH}
        value={values.notes}
        error={errorOf('notes')}
        aside={t('courtAdmin.register.counter', { length: values.notes.trim().length, max: SESSION_NOTES_MAX_LENGTH })}
        className="min-w-0 sm:col-span-2"
        onChange={(event) => change({ ...values, notes: event.target.value })}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" variant="court" size="lg" disabled={save.isPending}>
          {save.isPending
            ? t('courtAdmin.common.saving')
            : t(session ? 'courtAdmin.sessionForm.saveChanges' : 'courtAdmin.sessionForm.create')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)}>
          {t('courtAdmin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
