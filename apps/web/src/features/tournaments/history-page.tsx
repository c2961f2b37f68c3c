import type { TournamentSummary } from '@marcador/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadMoreButton, RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { FinalStandings } from './final-standings';
import { TournamentFacts } from './tournament-facts';
import { rotationPath } from './tournament-links';
import { useTournamentHistory } from './tournaments-api';

/**
 * /tournament-history (spec section 2): the organiser's tournaments, newest first, each linking to
 * its rotation; a completed one shows its final standings (read from the tournament itself: the
 * list carries none, decision 044).
 */
export function TournamentHistoryPage() {
  const { t } = useTranslation('tournaments');
  const history = useTournamentHistory();
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('history.title')} lead={t('history.lead')}>
        <Link to="/tournament-preview" className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('history.create')}
        </Link>
      </PageHeader>
      <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:px-8">
        {history.isPending ? (
          <Spinner label={t('loading')} className="justify-self-center py-10" />
        ) : history.isError ? (
          <RetryAlert title={t('history.loadFailed')} retryLabel={t('retry')} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <p className="text-muted">{t('history.empty')}</p>
        ) : (
          <ol className="grid gap-5">
            {history.data.map((summary) => (
              <HistoryItem key={summary.id} summary={summary} />
            ))}
          </ol>
        )}
        <LoadMoreButton list={history} label={t('history.more')} loadingLabel={t('loading')} />
      </div>
    </>
  );
}

function HistoryItem({ summary }: { summary: TournamentSummary }) {
  const { t, i18n } = useTranslation('tournaments');
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(summary.createdAt);
  return (
    <li className="grid gap-3 rounded-[24px] bg-white p-4 shadow-card ring-1 ring-court-900/8 sm:p-5">
      <h2 className="font-display text-xl font-bold text-court-900 [overflow-wrap:anywhere]">
        <Link
          to={rotationPath(summary)}
          className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
        >
          {summary.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">{t('history.created', { date: created })}</p>
      <TournamentFacts summary={summary} />
      {summary.status === 'completed' ? <FinalStandings id={summary.id} name={summary.name} /> : null}
    </li>
  );
}
