import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { pressText } from './press-text';
import type { TestedPress } from './use-remote-learner';

/** "Prueba tu mando": the command the last press gives on the board, or that it gives none. */
export function TestCard({ learning, tested }: { learning: boolean; tested: TestedPress | null }) {
  const { t } = useTranslation(['remote', 'match']);
  let shown = t('test.waiting');
  if (learning) shown = t('test.learning');
  else if (tested) {
    const press = pressText(tested.binding, t);
    shown = tested.command
      ? t('test.gives', { press, command: t(`match:commands.${tested.command}`) })
      : t('test.nothing', { press });
  }
  return (
    <section
      aria-labelledby="remote-test-title"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-8"
    >
      <h2 id="remote-test-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('test.title')}
      </h2>
      <p className="text-court-900">{t('test.intro')}</p>
      <p
        role="status"
        className="min-h-16 rounded-2xl bg-chalk px-4 py-3 font-display text-lg font-bold text-court-900 ring-1 ring-court-900/8"
        data-testid="remote-test-result"
      >
        {shown}
      </p>
      <p className="text-sm text-muted">{t('test.confirm')}</p>
      <Link to="/app" className={buttonClasses('court', 'md', 'self-start')}>
        {t('test.toBoard')}
      </Link>
    </section>
  );
}
