import type { VenueSettings } from '@marcador/contracts';
import { SESSION_MINUTES_RANGE } from '@marcador/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { CheckRow } from './check-row';
import { courtAdminApi } from './court-admin-api';
import { courtAdminErrorMessage } from './court-admin-errors';
import { useAreaChanged, useVenueSettings } from './court-admin-queries';
import { timeZoneChoices } from './register-form';
import {
  type DayHoursDraft,
  firstInvalidSetting,
  hourChoices,
  SETTINGS_TEXT_BOUNDS,
  type SettingsErrors,
  type SettingsTextField,
  type SettingsValues,
  settingsErrors,
  settingsRequest,
  settingsValues,
} from './settings-form';

/**
 * /court-admin/settings: the venue's details, opening hours, session length, time zone and whether
 * players see it; below them, the club TV's link (decision 056).
 */
export function SettingsPage({ venueId }: { venueId: string }) {
  const { t } = useTranslation('account');
  const settings = useVenueSettings(venueId);
  if (settings.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  return (
    <AreaFrame title={t('courtAdmin.settings.title')} lead={settings.data?.venue.name}>
      {settings.data ? (
        <>
          <SettingsForm venue={settings.data.venue} />
          <Suspense fallback={null}>
            <ClubTvLinkPanel venueId={venueId} />
          </Suspense>
        </>
      ) : (
        <RetryAlert
          title={t('courtAdmin.settings.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => void settings.refetch()}
        />
      )}
    </AreaFrame>
  );
}

/**
 * The club TV link's panel comes after the form has rendered, in a chunk of its own:
 * the settings page was at its weight budget (the shared link panel is about 1 KB gzip).
 */
const ClubTvLinkPanel = lazy(() => import('./club-tv-link-panel').then((m) => ({ default: m.ClubTvLinkPanel })));

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function SettingsForm({ venue }: { venue: VenueSettings }) {
  const { t, i18n } = useTranslation('account');
  const changed = useAreaChanged();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(venue));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [attempted, setAttempted] = useState(false);
  const zones = useMemo(() => timeZoneChoices(Intl.supportedValuesOf('timeZone'), values.timeZone), [values.timeZone]);
  const save = useMutation({
    mutationFn: async (next: SettingsValues) => {
      const changes = settingsRequest(next, venue);
      // Nothing changed: nothing to send (the API wants at least one field), and nothing is lost.
      if (Object.keys(changes).length === 0) return { venue };
      return courtAdminApi.updateSettings(venue.id, changes);
    },
    onSuccess: () => changed(),
  });

  const change = (next: SettingsValues) => {
    setValues(next);
    save.reset();
    if (attempted) setErrors(settingsErrors(next, venue));
  };
  const changeDay = (weekday: number, day: DayHoursDraft) =>
    change({ ...values, hours: values.hours.map((other, index) => (index === weekday ? day : other)) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = settingsErrors(values, venue);
    setErrors(found);
    const first = firstInvalidSetting(found);
    if (first) {
      const element = formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(values);
  };
  const errorText = (field: keyof SettingsErrors, bounds: Record<string, number> = {}) =>
    errors[field] ? t(`courtAdmin.settings.errors.${errors[field]}`, bounds) : undefined;
  const textField = (field: SettingsTextField, autoComplete: string) => (
    <TextField
      name={field}
      label={t(`courtAdmin.register.fields.${field}`)}
      autoComplete={autoComplete}
      value={values[field]}
      maxLength={SETTINGS_TEXT_BOUNDS[field].max}
      error={errorText(field, SETTINGS_TEXT_BOUNDS[field])}
      className={field === 'name' || field === 'address' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}
      onChange={(event) => change({ ...values, [field]: event.target.value })}
    />
  );
  const failure = save.error ? courtAdminErrorMessage(save.error, i18n.language) : null;
  const weekdayName = (weekday: number) =>
    // 2024-01-01 was a Monday: weekday 0 of the venue's week.
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + weekday)),
    );

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('courtAdmin.settings.title')} className="grid gap-8">
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t('courtAdmin.settings.saved')}</Alert> : null}
      <AreaSection id="venue-details-title" title={t('courtAdmin.settings.details')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('name', 'organization')}
          {textField('address', 'street-address')}
          {textField('city', 'address-level2')}
          {textField('country', 'country-name')}
          {textField('phone', 'tel')}
          <SelectField
            name="timeZone"
            label={t('courtAdmin.register.fields.timeZone')}
            // Sessions are stored as instants: a new zone shows the booked ones at other hours.
            hint={t(
              values.timeZone === venue.timeZone
                ? 'courtAdmin.register.hints.timeZone'
                : 'courtAdmin.settings.zoneMoves',
            )}
            value={values.timeZone}
            error={errorText('timeZone')}
            className="min-w-0"
            onChange={(event) => change({ ...values, timeZone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
          <TextField
            name="sessionMinutes"
            inputMode="numeric"
            label={t('courtAdmin.settings.sessionMinutes')}
            hint={t('courtAdmin.settings.sessionMinutesHint', SESSION_MINUTES_RANGE)}
            value={values.sessionMinutes}
            error={errorText('sessionMinutes', SESSION_MINUTES_RANGE)}
            className="min-w-0"
            onChange={(event) => change({ ...values, sessionMinutes: event.target.value })}
          />
          <CheckRow
            className="self-end"
            checked={values.isActive}
            onChange={(event) => change({ ...values, isActive: event.target.checked })}
          >
            {t('courtAdmin.settings.active')}
          </CheckRow>
        </div>
      </AreaSection>
      <AreaSection id="opening-hours-title" title={t('courtAdmin.settings.hours')}>
        <ul className="grid gap-4">
          {WEEKDAYS.map((weekday) => {
            const day = values.hours[weekday] ?? { closed: true, opens: '08:00', closes: '22:00' };
            const name = weekdayName(weekday);
            return (
              <li
                key={weekday}
                className="grid min-w-0 gap-3 rounded-2xl p-4 ring-1 ring-court-900/10 md:grid-cols-[10rem_auto_1fr_1fr] md:items-end"
              >
                <p className="font-semibold capitalize text-court-900">{name}</p>
                <CheckRow
                  name={`hours.${weekday}`}
                  className="font-normal"
                  checked={day.closed}
                  onChange={(event) => changeDay(weekday, { ...day, closed: event.target.checked })}
                >
                  {t('courtAdmin.settings.closedOn', { day: name })}
                </CheckRow>
                {day.closed ? null : (
                  <>
                    <SelectField
                      label={t('courtAdmin.settings.opensOn', { day: name })}
                      value={day.opens}
                      error={errorText(`hours.${weekday}`)}
                      className="min-w-0"
                      onChange={(event) => changeDay(weekday, { ...day, opens: event.target.value })}
                    >
                      {hourChoices('opens', day.opens).map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </SelectField>
                    <SelectField
                      label={t('courtAdmin.settings.closesOn', { day: name })}
                      value={day.closes}
                      className="min-w-0"
                      onChange={(event) => changeDay(weekday, { ...day, closes: event.target.value })}
                    >
                      {hourChoices('closes', day.closes).map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </SelectField>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </AreaSection>
      <Button type="submit" variant="court" size="lg" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t('courtAdmin.common.saving') : t('courtAdmin.settings.save')}
      </Button>
    </form>
  );
}
