import { currentServer, type Side, serverOf, type TeamNames } from '@marcador/domain';
import { memo } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { type ScoreFeed, useScore } from './score-feed';

/** A ball with its seam: the mark beside the serving team's name. Decorative: the server line says it in words. */
function BallIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={className}>
      {/* Outlined: the mark shows on the yellow point button as well as on the dark board. */}
      <circle cx="8" cy="8" r="7" className="fill-ball-300 stroke-court-950" strokeWidth="1" />
      <path
        d="M3 3.2c2.6 2.4 2.6 7.2 0 9.6M13 3.2c-2.6 2.4-2.6 7.2 0 9.6"
        className="fill-none stroke-court-950"
        strokeWidth="1.3"
      />
    </svg>
  );
}

/**
 * The ball mark of a side, in a place of its own size whether the side serves or not, so the name beside it
 * never moves. It reads only whether its side serves: a point renders it only when the serve changes team.
 */
export const ServingMark = memo(function ServingMark({
  score,
  side,
  className,
}: {
  score: ScoreFeed;
  side: Side;
  className?: string;
}) {
  const serving = useScore(score, ({ state }) => currentServer(state.serve, state.score, state.rules)?.team === side);
  return (
    <span data-serving={serving} className={cn('inline-flex size-4 shrink-0', className)}>
      {serving ? <BallIcon className="size-full" /> : null}
    </span>
  );
});

/**
 * "Saca: Ana" (the player in doubles, else the team), read by a person and a screen reader alike; empty
 * when nobody can tell (a match saved before serve tracking) or the match is over. It reads the server's
 * name only, so a point renders it only when the server changes.
 */
export const ServerLine = memo(function ServerLine({
  score,
  names,
  className,
}: {
  score: ScoreFeed;
  names: TeamNames;
  className?: string;
}) {
  const { t } = useTranslation('match');
  const name = useScore(score, ({ state }) => serverOf(state, names)?.name ?? '');
  const text = name ? t('serve.serving', { name }) : '';
  return (
    <p data-testid="server" title={text || undefined} className={cn('truncate', className)}>
      {text}
    </p>
  );
});
