import { fairnessReport } from '@marcador/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import {
  engineRounds,
  type FairnessLine,
  fairnessLines,
  type ScheduleMatch,
  type ScheduleRound,
} from './schedule-rounds';

/** Long names (60 characters, no spaces) wrap anywhere instead of widening the page. */
const WRAP = '[overflow-wrap:anywhere]';

/** The rounds table's columns (key in `schedule.*`, width); the result column once the tournament is stored. */
const COLUMNS = [
  ['court', 'w-14'],
  ['teamA', ''],
  ['teamB', ''],
] as const;
const RESULT_COLUMN = ['result', 'w-20'] as const;

/** Where "Jugar" on a court's match leads, or null where that match has no such link. */
export type PlayPath = (match: ScheduleMatch) => string | null;

/**
 * Every round: a heading, a table of its courts (the result once entered, and "Jugar" where
 * `playPath` gives a way to score the match), and who rests.
 */
export function RoundsList({ rounds, playPath }: { rounds: readonly ScheduleRound[]; playPath?: PlayPath }) {
  return (
    <div className="grid gap-6">
      {rounds.map((round) => (
        <RoundSection key={round.number} round={round} playPath={playPath} />
      ))}
    </div>
  );
}

function RoundSection({ round, playPath }: { round: ScheduleRound; playPath?: PlayPath }) {
  const { t } = useTranslation('tournaments');
  const team = (players: readonly string[]) => t('schedule.team', { first: players[0], second: players[1] });
  const withResults = round.matches.some((match) => match.status !== undefined);
  const title = t('schedule.round', { number: round.number });
  const columns = withResults ? [...COLUMNS, RESULT_COLUMN] : COLUMNS;
  return (
    <section aria-label={title} className="rounded-[24px] bg-white p-4 shadow-card ring-1 ring-court-900/8 sm:p-5">
      <h3 className="font-display text-lg font-bold text-court-900">{title}</h3>
      <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{t('schedule.caption', { number: round.number })}</caption>
        <thead>
          <tr className="text-muted">
            {columns.map(([key, width]) => (
              <th key={key} scope="col" className={`${width} py-2 pr-2 font-semibold`}>
                {t(`schedule.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {round.matches.map((match) => (
            <tr key={match.court} className="border-t border-court-100 align-top">
              <th scope="row" className="py-2 pr-2 font-semibold text-court-900">
                {match.court}
              </th>
              <td className={`py-2 pr-2 ${WRAP}`}>{team(match.teamA)}</td>
              <td className={`py-2 pr-2 ${WRAP}`}>{team(match.teamB)}</td>
              {withResults ? (
                <td className="py-2 tabular-nums">
                  {match.score
                    ? t('schedule.score', { a: match.score.a, b: match.score.b })
                    : t(`schedule.status.${match.status ?? 'pending'}`)}
                  <PlayLink to={playPath?.(match) ?? null} round={round.number} court={match.court} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`mt-3 text-sm text-muted ${WRAP}`}>
        {round.resting.length > 0
          ? t('schedule.resting', { names: round.resting.join(', ') })
          : t('schedule.nobodyRests')}
      </p>
    </section>
  );
}

/** "Jugar": scores the match on this device (/setup with the tournament's flags). */
function PlayLink({ to, round, court }: { to: string | null; round: number; court: number }) {
  const { t } = useTranslation('tournaments');
  if (to === null) return null;
  return (
    <Link
      to={to}
      aria-label={t('schedule.playMatch', { round, court })}
      className={buttonClasses('primary', 'md', 'mt-1 px-3')}
    >
      {t('schedule.play')}
    </Link>
  );
}

/** The fairness figures in plain sentences. */
export function FairnessSummary({ lines }: { lines: readonly FairnessLine[] }) {
  const { t } = useTranslation('tournaments');
  return (
    <section aria-labelledby="fairness-title" className="rounded-[24px] bg-court-50 p-4 ring-1 ring-court-900/8 sm:p-5">
      <h2 id="fairness-title" className="font-display text-lg font-bold text-court-900">
        {t('fairness.title')}
      </h2>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line.key}>{t(line.key, line.values)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The fairness summary of stored rounds, measured here by the engine (the tournament's answer has no report). */
export function MeasuredFairness({
  players,
  rounds,
}: {
  players: readonly string[];
  rounds: readonly ScheduleRound[];
}) {
  const lines = useMemo(() => {
    try {
      return fairnessLines(fairnessReport([...players], engineRounds(rounds)));
    } catch {
      // The engine refuses rounds it cannot measure (fewer than 4 names): the schedule still shows.
      return null;
    }
  }, [players, rounds]);
  return lines ? <FairnessSummary lines={lines} /> : null;
}
