import {
  boardGames,
  decidingPoint,
  isSuperTiebreak,
  type MatchState,
  pointLabels,
  racePointsLeft,
  type Side,
  type TeamNames,
} from '@marcador/domain';
import { ArrowLeftRight } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../lib/cn';
import type { TeamColor } from '../../lib/match/team-colors';
import { TEAM_COLOR_CLASSES } from '../../lib/match/team-colors';
import { useTranslation } from '../../lib/use-translation';
import { MomentLine } from './moment-line';
import { type ScoreFeed, useScore } from './score-feed';
import { ServerLine, ServingMark } from './serve-marks';

export interface TeamView {
  readonly name: string;
  readonly color: TeamColor;
}

/** What the banner says: a deciding point, a tie-break, or the set in play. */
type Banner = 'golden' | 'star' | 'tiebreak' | 'superTiebreak' | number;

function bannerOf(state: MatchState): Banner {
  const deciding = decidingPoint(state.score, state.rules);
  if (deciding) return deciding;
  if (state.score.isTiebreak) return isSuperTiebreak(state.score) ? 'superTiebreak' : 'tiebreak';
  return state.score.currentSet;
}

const BANNER_KEYS = {
  golden: 'board.goldenPoint',
  star: 'board.starPoint',
  tiebreak: 'board.tiebreak',
  superTiebreak: 'board.superTiebreak',
} as const;

/** Points still to play in a points race (0 once it is over), or null for a match of sets. */
function raceLeftOf(state: MatchState): number | null {
  return state.rules.race ? racePointsLeft(state.score, state.rules.race) : null;
}

/**
 * The board's one banner: "Set 2", the tie-break banners, or, when the next point decides the game,
 * the golden or star point; in a points race, the points left to play ("Quedan 9 puntos"). One pill
 * in one place, so a deciding point never moves the point buttons. It reads only what it says from
 * the score, so most points of a match of sets do not render it (every point of a race does).
 */
export const SetBanner = memo(function SetBanner({ score }: { score: ScoreFeed }) {
  const { t } = useTranslation('match');
  const banner = useScore(score, (shown) => bannerOf(shown.state));
  const raceLeft = useScore(score, (shown) => raceLeftOf(shown.state));
  const deciding = banner === 'golden' || banner === 'star';
  let text = typeof banner === 'number' ? t('board.set', { n: banner }) : t(BANNER_KEYS[banner]);
  if (raceLeft !== null) text = raceLeft > 0 ? t('race.pointsLeft', { count: raceLeft }) : t('finished.overlayEyebrow');
  return (
    <p
      data-testid={deciding ? 'deciding-point' : raceLeft !== null ? 'race-points-left' : 'set-banner'}
      className={cn(
        'rounded-full px-3 py-1 text-center text-xs font-extrabold tracking-wider uppercase @[18rem]:px-4 @[18rem]:text-sm @[18rem]:tracking-widest',
        typeof banner === 'number' ? 'bg-white/10 text-court-100' : 'bg-ball-400 text-court-950',
      )}
    >
      {text}
    </p>
  );
});

/** A side's games (the last set's once the match is over) and sets, each read from the score on its own. */
export function useSideTally(score: ScoreFeed, side: Side): { games: number; sets: number } {
  const games = useScore(score, (shown) => boardGames(shown.state.score)[side]);
  const sets = useScore(score, (shown) => shown.state.score[side].sets);
  return { games, sets };
}

/**
 * A side's points ("15", "Ad", "DEU"; a race's points as a number, "12"), the one part of the board
 * a point changes: it reads its own label from the score, so a point renders this and nothing else
 * (decision 027). In a size- and layout-contained block: a relayout boundary, so a new number is
 * laid out alone.
 */
export function PointsLabel({ score, side }: { score: ScoreFeed; side: Side }) {
  const label = useScore(score, (shown) => pointLabels(shown.state.score, shown.state.rules)[side]);
  return <span className="block size-full text-center [contain:size_layout]">{label}</span>;
}

/** A side's games and sets under its points; a points race has neither (its points are the score). */
function SideTally({ side, score }: { side: Side; score: ScoreFeed }) {
  const { t } = useTranslation('match');
  const { games, sets } = useSideTally(score, side);
  return (
    <dl className="grid grid-cols-2 gap-3 text-court-100">
      <div>
        <dt className="text-xs font-semibold tracking-wide uppercase">{t('board.games')}</dt>
        {/* Contained like the points, one line of text-3xl high (2.25rem). */}
        <dd
          data-testid={`games-${side}`}
          className="h-9 font-display text-3xl font-extrabold text-ball-300 tabular-nums [contain:size_layout]"
        >
          {games}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide uppercase">{t('board.sets')}</dt>
        <dd
          data-testid={`sets-${side}`}
          className="h-9 font-display text-3xl font-extrabold text-white tabular-nums [contain:size_layout]"
        >
          {sets}
        </dd>
      </div>
    </dl>
  );
}

const TeamColumn = memo(function TeamColumn({
  side,
  team,
  score,
  race,
}: {
  side: Side;
  team: TeamView;
  score: ScoreFeed;
  race: boolean;
}) {
  return (
    <div className="@container flex min-w-0 flex-col items-center gap-2 text-center" data-testid={`team-${side}`}>
      <div className="flex max-w-full items-center gap-1">
        <ServingMark score={score} side={side} />
        <p
          title={team.name}
          className={cn('min-w-0 truncate rounded-full px-3 py-1 text-sm font-bold', TEAM_COLOR_CLASSES[team.color])}
        >
          {team.name}
        </p>
      </div>
      {/* Sized by the column's width (cqi): DEU, Ad or a three-digit tie-break score fits any phone.
          Its size is fixed (the column's width, one line of its font size), and the number sits in
          a size- and layout-contained block inside it: a relayout boundary, which the flex item
          itself cannot be in Chromium, so a new number is laid out alone, not the page around it,
          in the frame of the point. No paint containment: a glyph's ink past the
          line box stays visible. */}
      <p
        data-testid={`points-${side}`}
        className="h-[clamp(2.25rem,40cqi,6rem)] w-full font-display text-[clamp(2.25rem,40cqi,6rem)] leading-none font-extrabold whitespace-nowrap text-white tabular-nums"
      >
        <PointsLabel score={score} side={side} />
      </p>
      {race ? null : <SideTally side={side} score={score} />}
    </div>
  );
});

/** Swaps the teams' ends; its own component, so a point does not render it (nor its icon). */
const SwapButton = memo(function SwapButton({ onSwap, disabled }: { onSwap: () => void; disabled: boolean }) {
  const { t } = useTranslation('match');
  return (
    <button
      type="button"
      onClick={onSwap}
      disabled={disabled}
      aria-label={t('commands.swapCourt')}
      title={t('commands.swapCourt')}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 disabled:opacity-50"
    >
      <ArrowLeftRight aria-hidden="true" className="size-5" />
    </button>
  );
});

/**
 * The portrait and desktop scoreboard: the two teams in court order, big points, games and sets; in
 * a points race the race's points alone, with the points left in the banner. Each part reads from
 * the score what it shows: a point renders the points that changed, a game the games, a set the
 * sets; never the board around them.
 */
export const Scoreboard = memo(function Scoreboard({
  score,
  teams,
  names,
  onSwap,
  swapDisabled,
}: {
  score: ScoreFeed;
  teams: Record<Side, TeamView>;
  /** The team names with their players: the server is named by them. */
  names: TeamNames;
  onSwap: () => void;
  swapDisabled: boolean;
}) {
  const { t } = useTranslation('match');
  const left = useScore(score, (shown) => shown.state.leftSide);
  const race = useScore(score, (shown) => shown.state.rules.race !== undefined);
  const right: Side = left === 'player1' ? 'player2' : 'player1';
  // The finished sets in court order ("6-4  3-6"), a string: it changes only when a set ends. A
  // race's one "set" is its final score, which its points already show.
  const sets = useScore(score, ({ state }) => {
    const [near, far] =
      state.leftSide === 'player1' ? (['player1', 'player2'] as const) : (['player2', 'player1'] as const);
    return state.score.setScores.map((set) => `${set[near]}-${set[far]}`).join('  ');
  });
  return (
    <section
      data-testid="scoreboard"
      aria-label={t('board.label')}
      className="court-band on-dark @container isolate rounded-[28px] p-4 text-white shadow-lift sm:p-7"
    >
      {/* The swap button sits beside the banner, not between the teams, so each team has half the board. */}
      <div className="grid grid-cols-[2.75rem_minmax(0,1fr)_2.75rem] items-center gap-2">
        <div className="col-start-2 flex justify-center">
          <SetBanner score={score} />
        </div>
        <SwapButton onSwap={onSwap} disabled={swapDisabled} />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <TeamColumn side={left} team={teams[left]} score={score} race={race} />
        <TeamColumn side={right} team={teams[right]} score={score} race={race} />
      </div>
      {/* The server and the moments in places of fixed height, always there: neither moves the buttons. */}
      <ServerLine score={score} names={names} className="mt-3 h-6 text-center text-sm font-semibold text-court-100" />
      <MomentLine score={score} names={names} size="board" className="mt-1 h-[3.25rem]" />
      {/* Always there in a match of sets, one line high: the first set's end does not move the buttons. */}
      {race ? null : (
        <p className="mt-3 h-5 truncate text-center text-sm text-court-100" data-testid="set-scores">
          {sets ? (
            <>
              {t('board.finishedSets')} <span className="font-bold text-white tabular-nums">{sets}</span>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
});
