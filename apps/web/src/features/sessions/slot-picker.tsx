import type { AvailabilityResponse } from '@marcador/contracts';
import { type BusySlot, freeStarts } from '@marcador/domain';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

const WRAP = '[overflow-wrap:anywhere]';

/** The session being changed: its own slot is not taken for it. */
export interface OwnSlot {
  courtId: string;
  date: string;
  start: string;
  end: string;
}

/**
 * That day's courts at the venue, each with its taken slots and a button for every start a session
 * of `minutes` fits (every 30 minutes inside the hours, clear of the taken slots, not before the
 * venue's now); the chosen one pressed. All times are the venue's clock, as the API gives them.
 */
export function SlotPicker({
  availability,
  minutes,
  courtId,
  time,
  notBefore,
  own,
  error,
  onPick,
}: {
  availability: AvailabilityResponse;
  minutes: number;
  courtId: string;
  time: string;
  notBefore: string | undefined;
  own: OwnSlot | null;
  error: string | undefined;
  onPick: (courtId: string, time: string) => void;
}) {
  const { t } = useTranslation('sessions');
  const { hours, courts, date } = availability;
  if (!hours) return <p className="rounded-2xl bg-court-50 px-4 py-3 text-court-900">{t('form.slot.closed')}</p>;
  if (courts.length === 0)
    return <p className="rounded-2xl bg-court-50 px-4 py-3 text-court-900">{t('form.slot.noCourts')}</p>;
  const isOwn = (id: string, slot: BusySlot) =>
    own !== null && own.courtId === id && own.date === date && own.start === slot.start && own.end === slot.end;

  return (
    <div className="grid gap-4">
      <p className="text-court-900">{t('form.slot.hours', { opens: hours.opens, closes: hours.closes })}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {courts.map((court) => {
        const busy = court.busy.filter((slot) => !isOwn(court.id, slot));
        const starts = freeStarts({ hours, busy, minutes, ...(notBefore ? { notBefore } : {}) });
        return (
          <fieldset key={court.id} className="grid gap-2 rounded-2xl p-4 ring-1 ring-court-100">
            <legend className={`px-1 font-semibold text-court-900 ${WRAP}`}>{court.name}</legend>
            <p className="text-sm text-muted">
              {busy.length
                ? t('form.slot.taken', { slots: busy.map((slot) => `${slot.start}–${slot.end}`).join(', ') })
                : t('form.slot.allFree')}
            </p>
            {starts.length ? (
              <div className="flex flex-wrap gap-2">
                {starts.map((start) => {
                  const chosen = court.id === courtId && start === time;
                  return (
                    <button
                      key={start}
                      type="button"
                      aria-pressed={chosen}
                      aria-label={t('form.slot.pick', { court: court.name, time: start })}
                      onClick={() => onPick(court.id, start)}
                      className={cn(
                        'min-h-11 min-w-16 rounded-full px-3 font-semibold tabular-nums ring-1 transition-colors',
                        chosen
                          ? 'bg-court-800 text-white ring-court-800'
                          : 'bg-white text-court-800 ring-court-200 hover:bg-court-50',
                      )}
                    >
                      {start}
                    </button>
                  );
                })}
              </div>
            ) : (
              <p className="text-sm text-court-900">{t('form.slot.none')}</p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
