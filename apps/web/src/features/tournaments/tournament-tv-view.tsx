import type { PublicStandingLine, PublicTournament, PublicTournamentRound } from '@marcador/contracts';
import type { ReactNode } from 'react';
import type { TFunction } from '../../lib/translate';

type T = TFunction;

/** A part of the screen under its heading, named by it for assistive technology. */
function TvSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-bold text-ball-300 text-xl lg:text-4xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One round, court by court, and who rests: large type, read from across the club. */
function RoundCourts({ round, title, t }: { round: PublicTournamentRound; title: string; t: T }) {
  return (
    <TvSection id={`tv-round-${round.number}`} title={`${title} · ${round.number}`}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {round.matches.map((match) => (
          <li key={match.court} className="rounded-xl border-2 border-court-600 bg-court-900 p-3 lg:p-5">
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-chalk">
              <span className="font-bold text-lg lg:text-3xl">{t('tv.court', { court: match.court })}</span>
              <span className="text-base lg:text-2xl">{t(`tv.matchStatuses.${match.status}`)}</span>
            </p>
            <p className="mt-2 break-words text-lg text-white lg:text-3xl">
              <span>{match.teamA.join(' / ')}</span>
              {match.scoreA !== null && <strong className="ml-2 text-ball-300">{match.scoreA}</strong>}
            </p>
            <p className="text-base text-court-200 lg:text-2xl">{t('tv.versus')}</p>
            <p className="break-words text-lg text-white lg:text-3xl">
              <span>{match.teamB.join(' / ')}</span>
              {match.scoreB !== null && <strong className="ml-2 text-ball-300">{match.scoreB}</strong>}
            </p>
          </li>
        ))}
      </ul>
      {round.resting.length > 0 && (
        <p className="text-chalk text-lg lg:text-2xl">{t('tv.resting', { names: round.resting.join(', ') })}</p>
      )}
    </TvSection>
  );
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function Standings({ lines, t }: { lines: PublicStandingLine[]; t: T }) {
  const cell = 'px-1.5 py-2 lg:px-3 lg:py-3';
  return (
    <TvSection id="tv-standings" title={t('tv.standings')}>
      <table
        aria-labelledby="tv-standings"
        className="w-full border-collapse text-left text-base text-white lg:text-3xl"
      >
        <thead className="text-court-100 text-sm lg:text-2xl">
          <tr>
            <th scope="col" className={cell}>
              <abbr title={t('tv.position')}>#</abbr>
            </th>
            <th scope="col" className={cell}>
              {t('tv.player')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('tv.played')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('tv.wins')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <abbr title={t('tv.pointDifference')}>+/-</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name} className="border-court-700 border-t-2">
              <td className={`${cell} font-bold text-ball-300`}>{line.position}</td>
              <th scope="row" className={`${cell} w-full font-semibold [overflow-wrap:anywhere]`}>
                {line.name}
                {line.withdrawn && <span className="ml-2 text-court-200">{t('tv.withdrawn')}</span>}
              </th>
              <td className={`${cell} text-right`}>{line.played}</td>
              <td className={`${cell} text-right`}>{line.wins}</td>
              <td className={`${cell} text-right`}>{signed(line.pointDifference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TvSection>
  );
}

/**
 * The club TV's picture of a tournament (decision 046): its name and where it stands, the round in
 * play court by court, the standings and the next round; white and ball-yellow on the court's dark
 * blue, large type on a large screen, one column on a phone.
 */
export function TournamentTvView({ view, t }: { view: PublicTournament; t: T }) {
  const roundNumber = view.currentRound?.number ?? view.totalRounds;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="break-words font-extrabold text-3xl text-white lg:text-6xl">{view.name}</h1>
        <p className="flex flex-wrap gap-x-4 text-chalk text-lg lg:text-3xl">
          <span>{t(`tv.formats.${view.format}`)}</span>
          <span>{t('tv.round', { number: roundNumber, total: view.totalRounds })}</span>
          <strong className="text-ball-300">{t(`tv.statuses.${view.status}`)}</strong>
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          {view.currentRound && <RoundCourts round={view.currentRound} title={t('tv.currentRound')} t={t} />}
          {view.nextRound ? (
            <RoundCourts round={view.nextRound} title={t('tv.nextRound')} t={t} />
          ) : (
            view.status !== 'completed' && <p className="text-chalk text-lg lg:text-2xl">{t('tv.noNextRound')}</p>
          )}
        </div>
        <Standings lines={view.standings} t={t} />
      </div>
    </div>
  );
}
