import type { Side } from '@marcador/domain';
import { memo } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { deuceCueOf, momentOf } from './board-moments';
import { type ScoreFeed, useScore } from './score-feed';

/** The pills: one line on the board (smaller on a phone's narrow board), up to two lines in the landscape board's middle column. */
const PILLS = {
  board: 'max-w-full rounded-full px-3 text-center text-xs leading-6 font-extrabold whitespace-nowrap @[22rem]:text-sm',
  narrow: 'max-w-full rounded-xl px-2 py-0.5 text-center text-[0.7rem] leading-tight font-extrabold',
} as const;

/**
 * The moments of the next point, in a place of fixed height that is always there (empty when nothing
 * applies), so no moment ever moves the point buttons: the break, set or match point and whose it is;
 * under the star point the deuce count, then who returns the deciding point (golden point too); the
 * change of ends. The moment and the cue never both leave room for the change of ends: that comes at
 * the start of a game or on a tie-break's sixth point, where no deuce is. Each reads a string of its
 * own from the score, so a point renders it only when what it says changes.
 */
export const MomentLine = memo(function MomentLine({
  score,
  names,
  size,
  className,
}: {
  score: ScoreFeed;
  names: Readonly<Record<Side, string>>;
  size: keyof typeof PILLS;
  className?: string;
}) {
  const { t } = useTranslation('match');
  const pill = PILLS[size];
  const moment = useScore(score, ({ state }) => momentOf(state));
  const cue = useScore(score, ({ state }) => deuceCueOf(state));
  const changeOfEnds = useScore(score, ({ state }) => state.changeOfEnds !== null);
  const [kind, side] = moment.split(':') as [string, Side | undefined];
  return (
    <div className={cn('flex flex-col items-center justify-center gap-1', className)}>
      {side ? (
        <p
          data-testid="moment"
          className={cn(
            pill,
            'flex min-w-0 gap-1 bg-white text-court-950',
            size === 'narrow' && 'flex-wrap justify-center',
          )}
        >
          <span className="shrink-0">{t(`moments.${kind}`)}</span>
          <span aria-hidden="true">·</span>
          <span className="max-w-full min-w-0 truncate" title={names[side]}>
            {names[side]}
          </span>
        </p>
      ) : null}
      {cue ? (
        <p data-testid="deuce-cue" className={cn(pill, 'bg-ball-400 text-court-950')}>
          {cue === 'starDeuce1' || cue === 'starDeuce2'
            ? t('moments.starDeuce', { n: cue === 'starDeuce1' ? 1 : 2 })
            : t(`moments.${cue}`)}
        </p>
      ) : null}
      {changeOfEnds ? (
        <p role="status" data-testid="change-of-ends" className={cn(pill, 'bg-ball-400 text-court-950')}>
          {t('board.changeEnds')}
        </p>
      ) : null}
    </div>
  );
});
