import type { PublicLiveMatch, PublicTvCourt } from '@marcador/contracts';
import { sideNames } from '@marcador/domain';
import { servingName } from '../../lib/match/serving-name';
import { setCell } from '../../lib/match/set-cell';
import { TEAM_COLOR_CLASSES } from '../../lib/match/team-colors';
import type { TFunction } from '../../lib/translate';

type T = TFunction;
type Side = 'player1' | 'player2';

/** "HH:MM" (or with seconds) of an instant on the venue's clock, whatever the screen's zone. */
export function clockAt(instant: string | number, timeZone: string, language: string, seconds = false): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

const NO_SET_YET = { player1: 0, player2: 0, finished: false, tiebreak: null };

/**
 * A match's score as the club's TV shows it: each team in its colour, its games in each set and the
 * points of the game in play, very large; the deciding point (golden, star) or the tie-break above,
 * and who serves below (a ball beside the serving team).
 */
function LiveScore({ match, t }: { match: PublicLiveMatch; t: T }) {
  const sets = match.sets.length > 0 ? match.sets : [NO_SET_YET];
  // Each side by the domain's `sideName`, "Equipo 1/2" when nothing was typed for it.
  const labels = sideNames(match, { player1: t('clubTv.team1'), player2: t('clubTv.team2') });
  const server = servingName(match, (side) => labels[side]);
  const teams: [Side, PublicLiveMatch['team1'], string][] = [
    ['player1', match.team1, labels.player1],
    ['player2', match.team2, labels.player2],
  ];
  const cue = match.decidingPoint
    ? t(match.decidingPoint === 'golden' ? 'clubTv.goldenPoint' : 'clubTv.starPoint')
    : match.score.isTiebreak
      ? t('clubTv.tiebreak')
      : null;
  return (
    <div className="space-y-2">
      {cue && (
        <p className="inline-block rounded-lg bg-ball-300 px-3 py-1 font-extrabold text-court-950 text-xl lg:text-3xl">
          {cue}
        </p>
      )}
      <table className="w-full border-separate border-spacing-y-2 text-white">
        <caption className="sr-only">{t('clubTv.score', { team1: labels.player1, team2: labels.player2 })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('clubTv.team')}</th>
            {sets.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sets are positional.
              <th key={index} scope="col">
                {t('clubTv.set', { number: index + 1 })}
              </th>
            ))}
            <th scope="col">{t('clubTv.points')}</th>
          </tr>
        </thead>
        <tbody>
          {teams.map(([side, team, label]) => (
            <tr key={side}>
              <th scope="row" className="w-full text-left align-middle">
                <span className="flex items-center gap-2">
                  <span
                    className={`${TEAM_COLOR_CLASSES[team.color]} min-w-0 rounded-lg px-2 py-1 font-bold text-xl [overflow-wrap:anywhere] lg:px-3 lg:text-4xl`}
                  >
                    {label}
                  </span>
                  {/* The line under the table says who serves; the ball shows it at a glance. */}
                  {match.server?.team === side && (
                    <span aria-hidden="true" className="size-4 shrink-0 rounded-full bg-ball-300 lg:size-8" />
                  )}
                </span>
              </th>
              {sets.map((set, index) => {
                const cell = setCell(set, side);
                return (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: sets are positional.
                    key={index}
                    className="px-1 text-center font-bold text-3xl text-chalk tabular-nums lg:px-3 lg:text-6xl"
                  >
                    {cell.games}
                    {cell.tiebreak !== null && <sup className="ml-0.5 text-base lg:text-3xl">{cell.tiebreak}</sup>}
                  </td>
                );
              })}
              <td className="min-w-[2.5ch] rounded-lg bg-court-800 px-2 text-center font-extrabold text-4xl text-ball-300 tabular-nums lg:px-4 lg:text-7xl">
                {match.points[side]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {server !== null && (
        <p className="font-bold text-chalk text-lg [overflow-wrap:anywhere] lg:text-3xl">
          {t('clubTv.serving', { name: server })}
        </p>
      )}
    </div>
  );
}

/** One court on the club's TV: its name, the match in play or "Libre", and its next session. */
export function CourtCard({
  court,
  timeZone,
  language,
  t,
}: {
  court: PublicTvCourt;
  timeZone: string;
  language: string;
  t: T;
}) {
  const next = court.nextSession;
  return (
    <li className="min-w-0 space-y-3 rounded-2xl border-2 border-court-600 bg-court-900 p-3 lg:p-5">
      <h3 className="font-extrabold text-2xl text-ball-300 [overflow-wrap:anywhere] lg:text-5xl">{court.name}</h3>
      {court.match ? (
        <LiveScore match={court.match} t={t} />
      ) : (
        <p className="font-extrabold text-4xl text-white lg:text-7xl">{t('clubTv.free')}</p>
      )}
      <p className="text-chalk text-lg [overflow-wrap:anywhere] lg:text-3xl">
        {next
          ? `${t('clubTv.next', {
              start: clockAt(next.startsAt, timeZone, language),
              end: clockAt(next.endsAt, timeZone, language),
            })}${next.players.length > 0 ? ` · ${next.players.join(', ')}` : ''}`
          : t('clubTv.noNext')}
      </p>
    </li>
  );
}
