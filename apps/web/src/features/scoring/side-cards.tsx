import type { GameConfig } from '@marcador/contracts';
import { boardGames, racePoints, racePointsLeft, type SessionTimer, sessionTimer } from '@marcador/domain';
import { Timer } from 'lucide-react';
import { memo } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { type FinishedProps, finalResult } from './final-result';
import { type ScoreFeed, useScore } from './score-feed';

/*
 * The board's cards that nothing a thumb uses waits for: the match's status, the how-to list, the club
 * session's clock and the finished banner. Their own chunk, loaded after the board has painted: they
 * sit beside it on a desktop and under the controls on a phone, so their arrival moves nothing.
 */

/** The status card of the match (or of its points race) and the how-to list. */
export const StatusCards = memo(function StatusCards({ race, ...props }: StatusCardProps & { race: boolean }) {
  return (
    <>
      {race ? <RaceStatusCard {...props} /> : <MatchStatusCard {...props} />}
      <HowToCard />
    </>
  );
});

/**
 * Current set, sets, games and whether the match is in progress or finished, each read from the
 * score on its own: only a game, a set or the end renders the card, never a point (decision 027).
 */
/** What a status card reads: the score, and the team names it heads its figures with. */
interface StatusCardProps {
  score: ScoreFeed;
  names: { player1: string; player2: string };
}

export const MatchStatusCard = memo(function MatchStatusCard({ score, names }: StatusCardProps) {
  const { t } = useTranslation('match');
  const currentSet = useScore(score, ({ state }) => state.score.currentSet);
  const sets = useScore(score, ({ state }) => `${state.score.player1.sets} - ${state.score.player2.sets}`);
  const games = useScore(score, ({ state }) => {
    const shown = boardGames(state.score);
    return `${shown.player1} - ${shown.player2}`;
  });
  const rows = [
    [t('status.currentSet'), String(currentSet)],
    [t('status.sets'), sets],
    [t('status.games'), games],
  ] as const;
  return <StatusCard score={score} names={names} rows={rows} />;
});

/**
 * The status card of a points race: its points, the points still to play and whether it is over.
 * Every point changes the first two, so every point renders it (a race has nothing coarser to show).
 */
export const RaceStatusCard = memo(function RaceStatusCard({ score, names }: StatusCardProps) {
  const { t } = useTranslation('match');
  const points = useScore(score, ({ state }) => {
    const race = racePoints(state.score);
    return `${race.player1} - ${race.player2}`;
  });
  const left = useScore(score, ({ state }) => (state.rules.race ? racePointsLeft(state.score, state.rules.race) : 0));
  const rows = [
    [t('race.points'), points],
    [t('race.toPlay'), String(left)],
  ] as const;
  return <StatusCard score={score} names={names} rows={rows} />;
});

/** The status card's frame: its title, the teams, one figure per row, and whether the match is over. */
function StatusCard({ score, names, rows }: StatusCardProps & { rows: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation('match');
  const over = useScore(score, ({ state }) => state.score.isGameOver);
  const shown = [...rows, [t('status.state'), over ? t('status.finished') : t('status.inProgress')] as const];
  return (
    <Card>
      <h2 className="font-display text-lg font-extrabold text-court-900">{t('status.title')}</h2>
      <p className="mt-1 text-sm wrap-anywhere text-muted">
        {names.player1} · {names.player2}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {shown.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-court-50 px-3 py-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="font-display text-lg font-extrabold text-court-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The short how-to list. */
export const HowToCard = memo(function HowToCard() {
  const { t } = useTranslation('match');
  const steps = ['points', 'undo', 'keys', 'offline'] as const;
  return (
    <Card>
      <h2 className="font-display text-lg font-extrabold text-court-900">{t('howTo.title')}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-court-900">
        {steps.map((step) => (
          <li key={step}>{t(`howTo.${step}`)}</li>
        ))}
      </ol>
    </Card>
  );
});

function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

const LEVEL_CLASSES: Record<string, string> = {
  normal: 'text-court-900',
  orange: 'text-orange-700',
  red: 'text-red-700',
  ended: 'text-red-700',
};

/** The club session clock: elapsed and remaining, orange under 15 minutes, red under 5. Its own second ticks it, not a point. */
export const TimerCard = memo(function TimerCard({
  club,
  startedAt,
  minutes,
}: {
  club: NonNullable<GameConfig['club']>;
  startedAt: number;
  minutes: number;
}) {
  const { t } = useTranslation('match');
  const now = useNow(1000);
  const timer: SessionTimer = sessionTimer(startedAt, now, minutes);
  return (
    <Card data-testid="timer-card">
      <h2 className="flex items-center gap-2 font-display text-lg font-extrabold text-court-900">
        <Timer aria-hidden="true" className="size-5" />
        {club.name}
      </h2>
      {club.courtName || club.address ? (
        <p className="mt-1 text-sm text-muted">{[club.courtName, club.address].filter(Boolean).join(' · ')}</p>
      ) : null}
      {timer.status === 'running' ? (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('timer.elapsed')}</dt>
              <dd className="font-display text-2xl font-extrabold text-court-900 tabular-nums">
                {clock(timer.elapsedMs)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('timer.remaining')}</dt>
              <dd
                data-level={timer.level}
                className={cn('font-display text-2xl font-extrabold tabular-nums', LEVEL_CLASSES[timer.level])}
              >
                {clock(timer.remainingMs)}
              </dd>
            </div>
          </dl>
          {timer.level === 'red' ? <p className="mt-3 font-semibold text-red-700">{t('timer.lowTime')}</p> : null}
          {timer.level === 'ended' ? (
            <p role="status" className="mt-3 font-semibold text-red-700">
              {t('timer.ended')}
            </p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
});

/** The finished banner: winner (or a draw), final score, and the two ways on. */
export function FinishedBanner({ final, names, onSummary, onNewMatch, newMatchLabel }: FinishedProps) {
  const { t } = useTranslation('match');
  const result = finalResult(final, names, t);
  return (
    <section
      data-testid="finished-banner"
      className="rounded-[28px] bg-ball-400 p-5 text-court-950 shadow-card sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <p className="font-display text-2xl font-extrabold wrap-anywhere">{result.title}</p>
        <p className="mt-1 font-semibold tabular-nums">{result.detail}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-0">
        <button
          type="button"
          onClick={onSummary}
          className="inline-flex min-h-12 items-center rounded-full bg-court-900 px-5 font-bold text-white"
        >
          {t('finished.viewSummary')}
        </button>
        <button
          type="button"
          onClick={onNewMatch}
          className="inline-flex min-h-12 items-center rounded-full bg-white px-5 font-bold text-court-900 ring-1 ring-court-900/20"
        >
          {newMatchLabel}
        </button>
      </div>
    </section>
  );
}
