import type { TournamentDetail } from '@marcador/contracts';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { roundsOfTournament } from './schedule-rounds';
import { MeasuredFairness, type PlayPath, RoundsList } from './schedule-view';
import { TournamentFacts } from './tournament-facts';
import { tournamentMatchSetupPath } from './tournament-links';
import { useTournament } from './tournaments-api';

/**
 * /tournament-rotation?tournamentId=...&name=... (spec section 2): every round court by court, who
 * rests, and the fairness of the schedule in plain words. The name in the address titles the page
 * while the tournament loads.
 */
export function TournamentRotationPage() {
  const { t } = useTranslation('tournaments');
  const [params] = useSearchParams();
  const id = params.get('tournamentId') ?? '';
  const tournament = useTournament(id);
  const name = tournament.data?.tournament.name ?? params.get('name') ?? t('rotation.title');
  return (
    <>
      <PageHeader eyebrow={t('rotation.title')} title={<span className="[overflow-wrap:anywhere]">{name}</span>} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-8">
        {tournament.data ? (
          <Rotation detail={tournament.data} />
        ) : id !== '' && tournament.isPending ? (
          <Spinner label={t('loading')} className="justify-self-center py-10" />
        ) : (
          <RetryAlert
            title={t('rotation.loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void tournament.refetch()}
          />
        )}
        <Link to="/tournament-history" className={buttonClasses('secondary', 'lg', 'justify-self-start')}>
          {t('history.link')}
        </Link>
      </div>
    </>
  );
}

function Rotation({ detail }: { detail: TournamentDetail }) {
  const rounds = useMemo(() => roundsOfTournament(detail), [detail]);
  const players = useMemo(() => detail.players.map((player) => player.name), [detail]);
  const { id, canManage, status } = detail.tournament;
  // The organiser scores a match not yet played on this device (/setup, then /app as a points race).
  const playPath: PlayPath | undefined =
    canManage && status !== 'completed'
      ? (match) => (match.id && match.status !== 'completed' ? tournamentMatchSetupPath(id, match.id) : null)
      : undefined;
  return (
    <>
      <TournamentFacts summary={detail.tournament} />
      <MeasuredFairness players={players} rounds={rounds} />
      <RoundsList rounds={rounds} playPath={playPath} />
    </>
  );
}
