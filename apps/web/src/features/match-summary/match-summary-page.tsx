import { matchUpFormatCode, type Side } from '@marcador/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CirclePlay, UsersRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { formatName } from '../../lib/match/format-name';
import { participantView } from '../../lib/match/participant-view';
import { setCell } from '../../lib/match/set-cell';
import { playedSetsText, teamNames } from '../../lib/match/team-names';
import { useSummaryTranslation, useTranslation } from '../../lib/use-translation';
import { loadParticipation, loadSummary, type SummaryData } from './load-summary';
import { MomentumChart } from './momentum-chart';
import { ServeStatsSection } from './serve-stats-section';

/**
 * /match-summary?id=: teams, sets, winner, times, and the statistics from the domain. With
 * `&as=participant`, a match another player saved with the user (decision 033), read-only.
 */
export function MatchSummaryPage() {
  const { t } = useSummaryTranslation();
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const asParticipant = params.get('as') === 'participant';
  const summary = useQuery({
    queryKey: ['matches', 'summary', id, asParticipant],
    queryFn: ({ signal }) => (asParticipant ? loadParticipation(id, signal) : loadSummary(id, signal)),
    enabled: id !== '',
    retry: false,
  });
  if (id && summary.isPending) return <LoadingScreen label={tc('common.loading')} />;
  if (!summary.data) {
    // A match past the free plan's history: the server's message (in this language) says why.
    const { error } = summary;
    const pastHistory = error instanceof ApiRequestError && error.code === 'plan_required';
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <Alert tone="error" title={pastHistory ? error.message : t('summary.notFound')} />
        {pastHistory ? (
          <PremiumUpsellButton feature="fullHistory" className="mt-5">
            {t('summary.seePremium')}
          </PremiumUpsellButton>
        ) : null}
      </div>
    );
  }
  return <Summary data={summary.data} />;
}

function Summary({ data }: { data: SummaryData }) {
  const { t, i18n } = useSummaryTranslation();
  // A participant reads the match from their place: who with and against, won or lost for them.
  const seen = data.participation ? participantView(data, data.participation, t) : null;
  const names = seen?.names ?? teamNames(data.config, t);
  const time = (at: number | null) =>
    at === null ? '—' : new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);
  const durationMs =
    data.startedAt !== null && data.endedAt !== null ? data.endedAt - data.startedAt : data.stats.durationMs;
  const minutes = Math.max(0, Math.round(durationMs / 60000));
  const title =
    data.result === null
      ? t('summary.inProgress')
      : data.result === 'draw'
        ? t('summary.draw')
        : (seen?.outcome ?? t('summary.winner', { team: names[data.result] }));
  const sides: Side[] = ['player1', 'player2'];
  // A points race is one column headed by its total ("21 puntos"), and has no games: its rallies
  // are held as the games of one set, so "games won" would repeat the points.
  const { race } = data.rules;
  const formatCode = matchUpFormatCode(data.rules);
  const setHeader = (index: number) =>
    race ? t('race.total', { total: race.totalPoints }) : t('summary.set', { n: index + 1 });
  const rows = [
    [t('summary.pointsWon'), data.stats.points],
    ...(race ? [] : ([[t('summary.gamesWon'), data.stats.games]] as const)),
    [t('summary.longestRun'), data.stats.longestRun],
  ] as const;
  return (
    <>
      <PageHeader
        eyebrow={t('summary.eyebrow')}
        title={
          <span data-testid="summary-result" className="wrap-anywhere">
            {title}
          </span>
        }
      >
        <p className="mt-3 text-lg wrap-anywhere text-court-100" data-testid="summary-sides">
          {seen?.line ?? `${names.player1} · ${names.player2}`}
        </p>
        {/* The result as it is written (7-6(5) 4-6 [10-7]), team 1 first, for reading it out or copying it. */}
        {data.sets.length === 0 ? null : (
          <p className="mt-1 text-lg font-bold text-white tabular-nums" data-testid="summary-score">
            {playedSetsText(data.sets, (set) => `${set} ${t('summary.unfinishedSet')}`)}
          </p>
        )}
        <p className="mt-1 wrap-anywhere text-court-100" data-testid="summary-format">
          {formatName(data.rules, t)}
          {/* The TODS code, for players who enter results elsewhere; small and secondary. */}
          {formatCode === null ? null : <span className="block font-mono text-xs text-court-200">{formatCode}</span>}
        </p>
        {data.participation === undefined ? null : (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-court-100" data-testid="summary-participant">
            <Badge tone="ball">
              <UsersRound aria-hidden="true" className="size-3.5" />
              {t('summary.asParticipant')}
            </Badge>
            <span className="wrap-anywhere">{t('summary.keptBy', { name: data.participation.creatorName })}</span>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-8">
        <Card>
          <table className="w-full text-left tabular-nums" data-testid="summary-sets">
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="py-2 font-semibold" />
                {data.sets.map((set, index) => (
                  // Narrow set columns on a phone leave the team's name room to wrap between words only.
                  // biome-ignore lint/suspicious/noArrayIndexKey: sets are identified by their order
                  <th key={index} scope="col" className="px-1.5 py-2 text-center font-semibold sm:px-3">
                    {setHeader(index)}
                    {set.finished ? null : (
                      <>
                        {' '}
                        <span className="block text-xs font-normal">{t('summary.unfinishedSet')}</span>
                      </>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sides.map((side) => (
                <tr key={side} className="border-t border-court-900/10">
                  <th scope="row" className="py-3 font-display text-lg font-extrabold wrap-anywhere text-court-900">
                    {names[side]}
                  </th>
                  {data.sets.map((set, index) => {
                    const cell = setCell(set, side);
                    return (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: sets are identified by their order
                        key={index}
                        className="px-1.5 py-3 text-center text-2xl font-extrabold text-court-900 sm:px-3"
                      >
                        {cell.games}
                        {cell.tiebreak === null ? null : (
                          <sup className="ml-0.5 text-sm font-semibold">{cell.tiebreak}</sup>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
            {[
              [t('summary.duration'), t('summary.minutes', { count: minutes })],
              [t('summary.start'), time(data.startedAt)],
              [t('summary.end'), time(data.endedAt)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-court-50 px-2 py-3">
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
                <dd className="font-display text-lg font-extrabold text-court-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <h2 className="font-display text-xl font-extrabold text-court-900">{t('summary.stats')}</h2>
          <table className="mt-3 w-full tabular-nums">
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" />
                {/* A third of the width each: a long name wraps in its own column, not into its rival's. */}
                <th scope="col" className="w-1/3 py-2 pl-2 text-right font-semibold wrap-anywhere">
                  {names.player1}
                </th>
                <th scope="col" className="w-1/3 py-2 pl-2 text-right font-semibold wrap-anywhere">
                  {names.player2}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, pair]) => (
                <tr key={label} className="border-t border-court-900/10">
                  <th scope="row" className="py-2 text-left font-semibold text-court-900">
                    {label}
                  </th>
                  <td className="py-2 text-right text-lg font-extrabold">{pair.player1}</td>
                  <td className="py-2 text-right text-lg font-extrabold">{pair.player2}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ServeStatsSection stats={data.stats} names={names} />
          <h3 className="mt-6 font-semibold text-court-900">{t('summary.momentum')}</h3>
          <p className="text-sm wrap-anywhere text-muted">{t('summary.momentumHint', { team: names.player1 })}</p>
          <div className="mt-3">
            <MomentumChart series={data.stats.momentum} label={t('summary.momentum')} />
          </div>
        </Card>
        <div className="flex flex-wrap gap-3">
          <Link to="/setup" className={buttonClasses('primary', 'lg')}>
            <CirclePlay aria-hidden="true" className="size-5" />
            {t('finished.newMatch')}
          </Link>
          <Link to="/profile?tab=partidos" className={buttonClasses('secondary', 'lg')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('summary.back')}
          </Link>
        </div>
      </div>
    </>
  );
}
