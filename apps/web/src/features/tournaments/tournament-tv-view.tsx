import type { PublicTournament, PublicTournamentRound } from '@marcador/contracts';
import { Standings, TvSection } from '../../components/tv-standings';
import type { TFunction } from '../../lib/translate';

type T = TFunction;

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
