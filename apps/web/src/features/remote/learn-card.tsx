import { REMOTE_COMMANDS, REMOTE_LONG_PRESS_MS, type RemoteCommand } from '@marcador/domain';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { pressText } from './press-text';
import type { LearnerEvent, LearnerState } from './remote-learner';

/** The board's own labels of the commands (the `match` namespace). */
const commandKey = (command: RemoteCommand) => `match:commands.${command}`;

/** "Enseña tu mando": the step awaited, a refused press, each command's press, re-learning and clearing. */
export function LearnCard({ state, send }: { state: LearnerState; send: (event: LearnerEvent) => void }) {
  const { t, i18n } = useTranslation(['remote', 'match']);
  const seconds = (REMOTE_LONG_PRESS_MS / 1000).toLocaleString(currentLanguage(i18n.language));
  const { awaiting, walking, refused, mapping } = state;
  const configured = REMOTE_COMMANDS.some((command) => mapping[command]);
  return (
    <section
      aria-labelledby="remote-learn-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="remote-learn-title" className="font-display text-2xl font-extrabold text-court-900">
          {t('learn.title')}
        </h2>
        <p className="text-court-900">{t('learn.intro', { seconds })}</p>
        <p className="text-sm text-muted">{t('learn.oneButton')}</p>
      </div>
      <div aria-live="polite" className="rounded-2xl bg-court-50 p-4 ring-1 ring-court-200" data-testid="remote-prompt">
        {awaiting ? (
          <>
            {walking ? (
              <p className="text-sm font-semibold text-court-700">
                {t('learn.step', { n: REMOTE_COMMANDS.indexOf(awaiting) + 1, total: REMOTE_COMMANDS.length })}
              </p>
            ) : null}
            <p className="font-display text-xl font-extrabold text-court-900">
              {t('learn.prompt', { command: t(commandKey(awaiting)) })}
            </p>
            <p className="mt-1 text-sm text-muted">{t('learn.listening')}</p>
          </>
        ) : (
          <p className="font-semibold text-court-900">{configured ? t('learn.ready') : t('learn.empty')}</p>
        )}
      </div>
      {refused ? (
        <Alert tone="error" title={t('learn.refusedTitle')}>
          {t('learn.refused', { press: pressText(refused.binding, t), command: t(commandKey(refused.takenBy)) })}
        </Alert>
      ) : null}
      {awaiting ? (
        <Button variant="secondary" className="self-start" onClick={() => send({ type: 'skip' })}>
          {walking ? t('learn.skip') : t('learn.cancel')}
        </Button>
      ) : null}
      <ul className="flex flex-col gap-2">
        {REMOTE_COMMANDS.map((command) => {
          const binding = mapping[command];
          return (
            <li
              key={command}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-chalk px-4 py-3 ring-1 ring-court-900/8"
            >
              <div className="min-w-0">
                <p className="font-semibold text-court-900">{t(commandKey(command))}</p>
                <p className="text-sm text-muted" data-testid={`remote-binding-${command}`}>
                  {binding ? pressText(binding, t) : t('learn.unbound')}
                </p>
              </div>
              <Button
                variant="ghost"
                className="px-3"
                aria-label={t('learn.relearnLabel', { command: t(commandKey(command)) })}
                onClick={() => send({ type: 'relearn', command })}
              >
                {t('learn.relearn')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => send({ type: 'restart' })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('learn.restart')}
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'clear' })} disabled={!configured}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('learn.clear')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('learn.perDevice')}</p>
    </section>
  );
}
