import type { Side, TeamNames } from '@marcador/domain';
import { Flag, Undo2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { COMMANDS, type CommandContext, type CommandName, dispatchCommand } from './commands';
import { MomentLine } from './moment-line';
import { type ScoreFeed, useScore } from './score-feed';
import { PointsLabel, SetBanner, type TeamView, useSideTally } from './scoreboard';
import { ServerLine, ServingMark } from './serve-marks';

/**
 * A full-height command. Its name is the command's label followed by what it shows (the point
 * buttons show a score, not their label), so the visible text is part of the name (WCAG 2.5.3).
 */
function BigButton({
  name,
  context,
  className,
  children,
}: {
  name: CommandName;
  context: CommandContext;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-command={name}
      disabled={!COMMANDS[name].enabled(context)}
      onClick={() => dispatchCommand(name, context)}
      className={cn(
        'flex min-h-11 min-w-0 items-center justify-center rounded-3xl px-3 font-extrabold disabled:opacity-50',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** A side's games and sets under its points. */
function SideTally({ side, score }: { side: Side; score: ScoreFeed }) {
  const { games, sets } = useSideTally(score, side);
  return (
    <span className="text-sm font-semibold tabular-nums">
      {games} · {sets}
    </span>
  );
}

/**
 * A side's name, points, games and sets, each read from the score on its own (scoreboard.tsx); a
 * points race shows its points alone.
 */
function SideScore({ side, team, score }: { side: Side; team: TeamView; score: ScoreFeed }) {
  const race = useScore(score, (shown) => shown.state.rules.race !== undefined);
  // The button's width sets the score's size (cqi), its height caps it (dvh): a short phone keeps the name in view.
  return (
    <span className="@container flex w-full min-w-0 flex-col items-center gap-1" data-testid={`landscape-${side}`}>
      <span className="flex max-w-full items-center gap-1">
        <ServingMark score={score} side={side} />
        <span title={team.name} className="min-w-0 truncate text-base font-bold">
          {team.name}
        </span>
      </span>
      {/* One line of its font size high and the button's width wide, the number in a contained block
          inside: a relayout boundary, as on the portrait board. */}
      <span
        data-testid={`points-${side}`}
        className="block h-[clamp(3rem,min(40cqi,45dvh),9rem)] w-full font-display text-[clamp(3rem,min(40cqi,45dvh),9rem)] leading-none whitespace-nowrap tabular-nums"
      >
        <PointsLabel score={score} side={side} />
      </span>
      {race ? null : <SideTally side={side} score={score} />}
    </span>
  );
}

/** A team's point button, showing its score: ours in the ball's yellow, theirs in the court's blue. */
function PointButton({
  side,
  team,
  score,
  context,
}: {
  side: Side;
  team: TeamView;
  score: ScoreFeed;
  context: CommandContext;
}) {
  const { t } = useTranslation('match');
  const name = side === 'player1' ? 'pointUs' : 'pointThem';
  return (
    <BigButton
      name={name}
      context={context}
      className={side === 'player1' ? 'bg-ball-400 text-court-950' : 'bg-court-700 text-white'}
    >
      <span className="sr-only">{t(COMMANDS[name].labelKey)}</span>
      <SideScore side={side} team={team} score={score} />
    </BigButton>
  );
}

/**
 * The phone held sideways on court: the whole screen is four buttons, point for us and point for
 * them (each showing its score, as big as the screen allows), undo and end match. The middle
 * column is as wide as a toast there (app/toaster.tsx), so a toast never covers a point button.
 */
export function LandscapeBoard({
  open,
  score,
  teams,
  names,
  context,
  left,
}: {
  /** Whether the phone is held sideways: the board shows only then. */
  open: boolean;
  score: ScoreFeed;
  teams: Record<Side, TeamView>;
  /** The team names with their players: the server is named by them. */
  names: TeamNames;
  context: CommandContext;
  /** The team at the left end: each point button is on its team's side of the court. */
  left: Side;
}) {
  const { t } = useTranslation('match');
  if (!open) return null;
  const right: Side = left === 'player1' ? 'player2' : 'player1';
  return (
    <div
      data-testid="landscape-board"
      className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)_9rem_minmax(0,1fr)] gap-2 bg-court-950 p-2 pr-[max(0.5rem,env(safe-area-inset-right))] pb-[max(0.5rem,env(safe-area-inset-bottom))] pl-[max(0.5rem,env(safe-area-inset-left))] text-white"
    >
      <PointButton side={left} team={teams[left]} score={score} context={context} />
      <div className="flex flex-col gap-2">
        <div className="flex justify-center">
          <SetBanner score={score} />
        </div>
        {/* Fixed heights: the server and the moments never move the buttons below them. */}
        <ServerLine score={score} names={names} className="h-5 text-center text-xs font-semibold text-court-100" />
        <MomentLine score={score} names={names} size="narrow" className="h-[4.5rem]" />
        <BigButton name="undo" context={context} className="flex-1 flex-col gap-1 bg-white/10 ring-1 ring-white/30">
          <Undo2 aria-hidden="true" className="size-7" />
          <span className="text-sm">{t('commands.undo')}</span>
        </BigButton>
        <BigButton name="endMatch" context={context} className="flex-1 flex-col gap-1 bg-red-800">
          <Flag aria-hidden="true" className="size-7" />
          <span className="text-sm">{t('commands.endMatch')}</span>
        </BigButton>
      </div>
      <PointButton side={right} team={teams[right]} score={score} context={context} />
    </div>
  );
}
