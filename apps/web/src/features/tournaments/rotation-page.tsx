import type { TournamentDetail, TournamentMatchDetail } from '@marcador/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { ResultsPanel } from './results-panel';
import { roundsOfTournament } from './schedule-rounds';
import { MeasuredFairness, type PlayPath, RoundsList } from './schedule-view';
import { SpectatorLinkPanel } from './spectator-link-panel';
import { TournamentControls } from './tournament-controls';
import { TournamentFacts } from './tournament-facts';
import { tournamentMatchSetupPath } from './tournament-links';
import { useTournament } from './tournaments-api';
import { useLiveTournament } from './use-live-tournament';
import { TOURNAMENT_TOAST_MS, useResultOutbox } from './use-result-outbox';

/** Radix's dialog code comes after the page's first load (decision 024). */
const ResultDialog = lazyDialog(() => import('./result-dialog').then((m) => m.ResultDialog));

/**
 * /tournament-rotation?tournamentId=...&name=... (spec section 2): the results panel, every round
 * court by court, who rests, and the fairness of the schedule in plain words; for the organiser, also
 * entering results, pause / resume / finish and the spectator link. Live from the tab's event stream.
 * The name in the address titles the page while the tournament loads.
 */
export function TournamentRotationPage() {
  const { t } = useTranslation('tournaments');
  const [params] = useSearchParams();
  const id = params.get('tournamentId') ?? '';
  const tournament = useTournament(id);
  useLiveTournament(id);
  const failed = tournament.isError;
  useEffect(() => {
    if (failed) showToast('error', { title: t('results.loadFailed'), duration: TOURNAMENT_TOAST_MS });
  }, [failed, t]);
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
  const { t } = useTranslation('tournaments');
  const rounds = useMemo(() => roundsOfTournament(detail), [detail]);
  const players = useMemo(() => detail.players.map((player) => player.name), [detail]);
  const { tournament } = detail;
  const { id, canManage, status } = tournament;
  // The organiser scores a match not yet played on this device (/setup, then /app as a points race).
  const playPath: PlayPath | undefined =
    canManage && status !== 'completed'
      ? (match) => (match.id && match.status !== 'completed' ? tournamentMatchSetupPath(id, match.id) : null)
      : undefined;
  const outbox = useResultOutbox(tournament.id);
  const [entering, setEntering] = useState<TournamentMatchDetail | null>(null);
  const save = async (match: TournamentMatchDetail, scoreA: number, scoreB: number) => {
    await outbox.keep({ tournamentId: tournament.id, matchId: match.id, scoreA, scoreB, baseRevision: match.revision });
    setEntering(null);
  };
  return (
    <>
      <TournamentFacts summary={tournament} />
      {tournament.canManage ? <TournamentControls summary={tournament} /> : null}
      {/* Always there, so a screen reader hears a result being kept and, later, sent. */}
      <p
        role="status"
        className={outbox.pending.size > 0 ? 'rounded-2xl bg-clay-100 px-4 py-3 text-sm text-clay-700' : 'sr-only'}
      >
        {outbox.pending.size > 0 ? t('results.pendingCount', { count: outbox.pending.size }) : null}
      </p>
      <ResultsPanel
        detail={detail}
        pending={outbox.pending}
        onEnterResult={tournament.canManage ? setEntering : undefined}
      />
      {tournament.canManage ? (
        <ResultDialog
          open={entering !== null}
          match={entering}
          pointsPerMatch={tournament.pointsPerMatch}
          onSave={save}
          onClose={() => setEntering(null)}
        />
      ) : null}
      <h2 id="rotation-rounds" className="font-display text-xl font-bold text-court-900">
        {t('rotation.roundsTitle')}
      </h2>
      <MeasuredFairness players={players} rounds={rounds} />
      <RoundsList rounds={rounds} playPath={playPath} />
      {canManage ? <SpectatorLinkPanel tournamentId={tournament.id} /> : null}
    </>
  );
}
