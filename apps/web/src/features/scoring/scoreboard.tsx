import { boardGames, isSuperTiebreak, type MatchState, pointLabels, type Side } from '@marcador/domain';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { TeamColor } from '../../lib/match/team-colors';
import { TEAM_COLOR_CLASSES } from '../../lib/match/team-colors';

export interface TeamView {
  readonly name: string;
  readonly color: TeamColor;
}

/** "Set 2", or the tie-break banner while one is in play. */
export function SetBanner({ state }: { state: MatchState }) {
  const { t } = useTranslation('match');
  const { score } = state;
  const tiebreak = score.isTiebreak;
  const text = tiebreak
    ? t(isSuperTiebreak(score) ? 'board.superTiebreak' : 'board.tiebreak')
    : t('board.set', { n: score.currentSet });
  return (
    <p
      data-testid="set-banner"
      className={cn(
        'rounded-full px-4 py-1 text-center text-sm font-extrabold tracking-widest uppercase',
        tiebreak ? 'bg-ball-400 text-court-950' : 'bg-white/10 text-court-100',
      )}
    >
      {text}
    </p>
  );
}

function TeamColumn({ side, team, state }: { side: Side; team: TeamView; state: MatchState }) {
  const { t } = useTranslation('match');
  const label = pointLabels(state.score)[side];
  const own = state.score[side];
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center" data-testid={`team-${side}`}>
      <p className={cn('max-w-full truncate rounded-full px-3 py-1 text-sm font-bold', TEAM_COLOR_CLASSES[team.color])}>
        {team.name}
      </p>
      <p
        data-testid={`points-${side}`}
        className="font-display text-7xl leading-none font-extrabold tabular-nums text-white sm:text-8xl"
      >
        {label}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-court-100">
        <div>
          <dt className="text-xs font-semibold tracking-wider uppercase">{t('board.games')}</dt>
          <dd data-testid={`games-${side}`} className="font-display text-3xl font-extrabold text-ball-300 tabular-nums">
            {boardGames(state.score)[side]}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wider uppercase">{t('board.sets')}</dt>
          <dd data-testid={`sets-${side}`} className="font-display text-3xl font-extrabold text-white tabular-nums">
            {own.sets}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The portrait and desktop scoreboard: the two teams in court order, big points, games and sets. */
export function Scoreboard({
  state,
  teams,
  onSwap,
  swapDisabled,
}: {
  state: MatchState;
  teams: Record<Side, TeamView>;
  onSwap: () => void;
  swapDisabled: boolean;
}) {
  const { t } = useTranslation('match');
  const left = state.leftSide;
  const right: Side = left === 'player1' ? 'player2' : 'player1';
  const sets = state.score.setScores;
  return (
    <section
      aria-label={t('board.label')}
      className="court-band on-dark rounded-[28px] p-5 text-white shadow-lift sm:p-7"
    >
      <div className="flex justify-center">
        <SetBanner state={state} />
      </div>
      <div className="mt-5 flex items-start gap-3">
        <TeamColumn side={left} team={teams[left]} state={state} />
        <button
          type="button"
          onClick={onSwap}
          disabled={swapDisabled}
          aria-label={t('commands.swapCourt')}
          title={t('commands.swapCourt')}
          className="mt-14 inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 disabled:opacity-50"
        >
          <ArrowLeftRight aria-hidden="true" className="size-5" />
        </button>
        <TeamColumn side={right} team={teams[right]} state={state} />
      </div>
      {sets.length ? (
        <p className="mt-5 text-center text-sm text-court-100" data-testid="set-scores">
          {t('board.finishedSets')}{' '}
          <span className="font-bold text-white tabular-nums">
            {sets.map((set) => `${set[left]}-${set[right]}`).join('  ')}
          </span>
        </p>
      ) : null}
      {state.changeOfEnds ? (
        <p
          role="status"
          data-testid="change-of-ends"
          className="mt-4 rounded-2xl bg-ball-400 px-4 py-2 text-center font-extrabold text-court-950"
        >
          {t('board.changeEnds')}
        </p>
      ) : null}
    </section>
  );
}
