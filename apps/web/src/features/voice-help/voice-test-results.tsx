import { CircleCheck, CircleX, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { type VoiceTestEntry, voiceResultKey } from './voice-test-log';

/** The last results of the test panel: what was heard, what the grammar made of it, and when. */
export function VoiceTestResults({ entries, onClear }: { entries: readonly VoiceTestEntry[]; onClear: () => void }) {
  const { t, i18n } = useTranslation(['voiceHelp', 'voice']);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <section aria-labelledby="voice-test-results" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="voice-test-results" className="font-display text-lg font-bold text-court-900">
          {t('results.title')}
        </h3>
        <Button variant="ghost" onClick={onClear} disabled={entries.length === 0}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('results.clear')}
        </Button>
      </div>
      {entries.length === 0 ? <p className="text-sm text-muted">{t('results.empty')}</p> : null}
      <ol aria-live="polite" className="grid gap-2" data-testid="voice-test-results">
        {entries.map((entry) => {
          const name = t(`voice:${voiceResultKey(entry.result)}`);
          const text = entry.result.ok
            ? t('voice:last.accepted', { command: name })
            : t('voice:last.rejected', { reason: name });
          return (
            <li
              key={entry.id}
              className="grid grid-cols-[auto_1fr] gap-x-3 rounded-2xl bg-chalk p-3 ring-1 ring-court-900/8 sm:grid-cols-[auto_1fr_auto]"
            >
              {entry.result.ok ? (
                <CircleCheck aria-hidden="true" className="row-span-2 mt-0.5 size-5 text-grass-600" />
              ) : (
                <CircleX aria-hidden="true" className="row-span-2 mt-0.5 size-5 text-red-600" />
              )}
              <p className="min-w-0 break-words font-semibold text-court-900">
                <span className="sr-only">{t('results.transcript')}: </span>«{entry.transcript}»
              </p>
              <p className="col-start-2 text-sm text-muted sm:col-start-2 sm:row-start-2">
                <span className="sr-only">{t('results.outcome')}: </span>
                <span className={entry.result.ok ? 'font-semibold text-grass-700' : 'text-red-700'}>{text}</span>
              </p>
              <p className="col-start-2 text-xs tabular-nums text-muted sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:self-center">
                <span className="sr-only">{t('results.time')}: </span>
                <time dateTime={new Date(entry.at).toISOString()}>{time.format(entry.at)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
