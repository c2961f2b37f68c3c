import type { TournamentDetail, TournamentMatchDetail } from '@marcador/contracts';
import { useMemo } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { StandingsTable } from './final-standings';
import { MATCH_TONES, useTeamsText } from './match-line';
import type { QueuedResult } from './result-outbox';
import { performanceOf, type RoundTile, scoreOf, standingRows } from './results-panel-data';
import { ResultsTabs } from './results-tabs';

const TABS = ['standings', 'performance', 'matches'] as const;
const WRAP = '[overflow-wrap:anywhere]';

const TILE_TONES: Record<RoundTile['kind'], string> = {
  win: 'bg-green-100 text-green-900',
  loss: 'bg-red-100 text-red-900',
  draw: 'bg-court-100 text-court-900',
  rest: 'bg-slate-100 text-slate-700',
  pending: 'bg-white text-muted ring-1 ring-court-200',
};

export interface ResultsPanelProps {
  detail: TournamentDetail;
  /** Results entered on this device that the server has not acknowledged yet, by match. */
  pending: ReadonlyMap<string, QueuedResult>;
  /** The organiser's "enter result" of a match; absent for a player, who only reads. */
  onEnterResult?: ((match: TournamentMatchDetail) => void) | undefined;
}

/** The results panel (spec section 2): standings, each player's rounds, and every match, as three tabs. */
export function ResultsPanel({ detail, pending, onEnterResult }: ResultsPanelProps) {
  const { t } = useTranslation('tournaments');
  return (
    <section aria-labelledby="results-title" className="grid gap-3">
      <h2 id="results-title" className="font-display text-xl font-bold text-court-900">
        {t('results.title')}
      </h2>
      <ResultsTabs
        label={t('results.tabsLabel')}
        tabs={TABS}
        titleOf={(tab) => t(`results.tabs.${tab}`)}
        render={(tab) =>
          tab === 'standings' ? (
            <div className="rounded-[24px] bg-white p-4 shadow-card ring-1 ring-court-900/8">
              <StandingsTable caption={t('results.standingsCaption')} rows={standingRows(detail)} />
            </div>
          ) : tab === 'performance' ? (
            <Performance detail={detail} />
          ) : (
            <MatchesByRound detail={detail} pending={pending} onEnterResult={onEnterResult} />
          )
        }
      />
    </section>
  );
}

/** Each player's rounds as tiles, in standings order. */
export function Performance({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const players = useMemo(() => performanceOf(detail), [detail]);
  return (
    <ul className="grid gap-3">
      {players.map((player) => (
        <li key={player.playerId} className="rounded-[20px] bg-white p-4 shadow-card ring-1 ring-court-900/8">
          <h3 className={`font-semibold text-court-900 ${WRAP}`}>{player.name}</h3>
          <ul aria-label={t('results.tilesOf', { name: player.name })} className="mt-2 flex flex-wrap gap-2">
            {player.tiles.map((tile) => (
              <li key={tile.round} className={cn('min-w-20 rounded-xl px-3 py-2 text-sm', TILE_TONES[tile.kind])}>
                <span className="block text-xs font-semibold">{t('results.tile.round', { number: tile.round })}</span>
                <span className="block tabular-nums">
                  {'points' in tile
                    ? t(`results.tile.${tile.kind}`, { a: tile.points, b: tile.against })
                    : t(`results.tile.${tile.kind}`)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Every match by round: court, status, teams, the score once there is one, and the organiser's button. */
export function MatchesByRound({ detail, pending, onEnterResult }: ResultsPanelProps) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="grid gap-4">
      {detail.rounds.map((round) => (
        <section key={round.number} aria-label={t('schedule.round', { number: round.number })} className="grid gap-2">
          <h3 className="font-display text-lg font-bold text-court-900">
            {t('schedule.round', { number: round.number })}
          </h3>
          <ul className="grid gap-2">
            {[...round.matches]
              .sort((x, y) => x.court - y.court)
              .map((match) => (
                <MatchCard key={match.id} match={match} queued={pending.get(match.id)} onEnterResult={onEnterResult} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MatchCard({
  match,
  queued,
  onEnterResult,
}: {
  match: TournamentMatchDetail;
  queued: QueuedResult | undefined;
  onEnterResult: ResultsPanelProps['onEnterResult'];
}) {
  const { t } = useTranslation('tournaments');
  const teams = useTeamsText();
  const stored = scoreOf(match);
  const score = queued ? { a: queued.scoreA, b: queued.scoreB } : stored;
  const court = t('results.court', { number: match.court });
  return (
    <li className="grid gap-2 rounded-[20px] bg-white p-4 shadow-card ring-1 ring-court-900/8">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-court-900">{court}</span>
        <Badge tone={MATCH_TONES[match.status]}>{t(`schedule.status.${match.status}`)}</Badge>
        {queued ? <Badge tone="clay">{t('results.pendingSync')}</Badge> : null}
      </p>
      <p className={`text-sm text-ink ${WRAP}`}>{teams(match)}</p>
      {score && (queued || match.status === 'completed') ? (
        <p className="font-display text-2xl font-bold tabular-nums text-court-900">
          {t('schedule.score', { a: score.a, b: score.b })}
        </p>
      ) : null}
      {onEnterResult ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          aria-label={t(stored || queued ? 'results.correctFor' : 'results.enterFor', {
            round: match.roundNumber,
            court: match.court,
          })}
          onClick={() => onEnterResult(match)}
        >
          {t(stored || queued ? 'results.correct' : 'results.enter')}
        </Button>
      ) : null}
    </li>
  );
}
