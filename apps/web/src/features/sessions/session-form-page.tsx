import type { CourtSession } from '@marcador/contracts';
import { SESSION_MINUTES_RANGE, SESSION_NOTES_MAX_LENGTH } from '@marcador/contracts/limits';
import { wallClockAt } from '@marcador/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextAreaField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { PlayersPicker } from './players-picker';
import { sessionDay } from './session-day';
import { sessionErrorMessage } from './session-errors';
import {
  createRequestOf,
  draftOfSession,
  emptySessionDraft,
  playersRoom,
  type SessionDraft,
  sessionIssues,
  sessionMinutes,
  updateRequestOf,
} from './session-form';
import { sessionKeys, sessionsApi, useAvailability } from './sessions-api';
import { SlotPicker } from './slot-picker';
import { VenuePicker } from './venue-picker';

/** Today on this device: only the form's first date, until the venue's own today is known. */
const deviceToday = () => wallClockAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;

/**
 * /sessions/new and /sessions/{id}/edit: book a court (or change a booking). The club from the venue
 * search, a date, then that day's courts with their free starts (the venue's clock), the length
 * (empty: the club's), players and notes. A refusal is told in the player's words; a clash names
 * the other booking.
 */
export function SessionForm({ session }: { session: CourtSession | null }) {
  const { t, i18n } = useTranslation('sessions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = session !== null;
  const [draft, setDraft] = useState<SessionDraft>(() =>
    session ? draftOfSession(session) : emptySessionDraft(deviceToday()),
  );
  const [submitted, setSubmitted] = useState(false);
  const room = playersRoom(editing);
  const issues = sessionIssues(draft, room);
  const shown = submitted ? issues : {};
  const set = (change: Partial<SessionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const availability = useAvailability(draft.venue?.id ?? null, draft.date);
  const venueNow = availability.data ? wallClockAt(new Date(), availability.data.venue.timeZone) : null;
  const venueToday = venueNow?.date;

  // The venue's today may be a day ahead of (or behind) the device's: a day already gone there moves on.
  useEffect(() => {
    if (venueToday && draft.date < venueToday) setDraft((current) => ({ ...current, date: venueToday }));
  }, [venueToday, draft.date]);

  const save = useMutation({
    mutationFn: () =>
      session
        ? Object.keys(updateRequestOf(draft, session)).length
          ? sessionsApi.update(session.id, updateRequestOf(draft, session)).then((answer) => answer.session)
          : Promise.resolve(session)
        : sessionsApi.create(createRequestOf(draft)).then((answer) => answer.session),
    onSuccess: async (saved) => {
      queryClient.setQueryData(sessionKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['venues', saved.venue.id, 'availability'] });
      void navigate(`/sessions/${saved.id}`);
    },
    // Someone booked meanwhile: the day's courts are read again, so the taken slot is no longer offered.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['venues', draft.venue?.id, 'availability'] }),
  });
  const failure = save.isError ? sessionErrorMessage(save.error) : null;
  const failureValues = failure?.values?.date
    ? { ...failure.values, date: sessionDay(failure.values.date, i18n.language) }
    : failure?.values;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length) return;
    save.mutate();
  }

  const venueMinutes = availability.data?.venue.sessionMinutes ?? 60;
  return (
    <>
      <PageHeader
        eyebrow={t('form.eyebrow')}
        title={t(editing ? 'form.editTitle' : 'form.newTitle')}
        lead={t(editing ? 'form.editLead' : 'form.newLead')}
      />
      <form noValidate onSubmit={submit} className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-8">
        <Card className="grid gap-5">
          <h2 className="font-display text-lg font-extrabold text-court-900">{t('form.where')}</h2>
          {editing ? (
            <p className="font-semibold text-court-900 [overflow-wrap:anywhere]">{draft.venue?.name}</p>
          ) : (
            <VenuePicker
              venue={draft.venue}
              error={shown.venue ? t(shown.venue) : undefined}
              onChange={(venue) => set({ venue, courtId: '', time: '' })}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('form.date')}
              required
              min={venueNow?.date}
              value={draft.date}
              error={shown.date ? t(shown.date) : undefined}
              onChange={(event) => set({ date: event.target.value, courtId: '', time: '' })}
            />
            <TextField
              label={t('form.minutes')}
              labelNote={t('form.optional')}
              inputMode="numeric"
              placeholder={String(venueMinutes)}
              hint={t('form.minutesHint', {
                minutes: venueMinutes,
                min: SESSION_MINUTES_RANGE.min,
                max: SESSION_MINUTES_RANGE.max,
              })}
              value={draft.minutes}
              error={shown.minutes ? t(shown.minutes) : undefined}
              onChange={(event) => set({ minutes: event.target.value.replace(/\D/g, '') })}
            />
          </div>
        </Card>
        <Card className="grid gap-4">
          <h2 className="font-display text-lg font-extrabold text-court-900">{t('form.slot.title')}</h2>
          {!draft.venue ? (
            <p className="text-muted">{t('form.slot.pickVenue')}</p>
          ) : availability.isPending ? (
            <Spinner label={t('form.slot.loading')} />
          ) : availability.isError ? (
            <RetryAlert
              title={t(sessionErrorMessage(availability.error).key)}
              retryLabel={t('retry')}
              onRetry={() => void availability.refetch()}
            />
          ) : (
            <SlotPicker
              availability={availability.data}
              minutes={sessionMinutes(draft, venueMinutes)}
              courtId={draft.courtId}
              time={draft.time}
              notBefore={venueNow && draft.date === venueNow.date ? venueNow.time : undefined}
              own={
                session
                  ? {
                      courtId: session.court.id,
                      date: session.localDate,
                      start: session.localStart,
                      end: session.localEnd,
                    }
                  : null
              }
              error={shown.slot ? t(shown.slot) : undefined}
              onPick={(courtId, time) => set({ courtId, time })}
            />
          )}
        </Card>
        <Card className="grid gap-5">
          <PlayersPicker
            players={draft.players}
            room={room}
            selfIncluded={!editing}
            onChange={(players) => set({ players })}
          />
          <TextAreaField
            label={t('form.notes')}
            labelNote={t('form.optional')}
            maxLength={SESSION_NOTES_MAX_LENGTH}
            value={draft.notes}
            error={shown.notes ? t(shown.notes) : undefined}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </Card>
        {failure ? <Alert tone="error" title={t(failure.key, failureValues)} /> : null}
        {submitted && Object.keys(issues).length ? <Alert tone="error" title={t('form.errors.fix')} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={session ? `/sessions/${session.id}` : '/sessions'} className={buttonClasses('secondary', 'lg')}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" size="lg" disabled={save.isPending}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {save.isPending ? t('form.saving') : t(editing ? 'form.save' : 'form.book')}
          </Button>
        </div>
      </form>
    </>
  );
}
