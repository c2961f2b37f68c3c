import type { PublicClubTv } from '@marcador/contracts';
import { useSearchParams } from 'react-router';
import { PublicScreen, publicScreenText } from '../../components/public-screen';
import { Standings } from '../../components/tv-standings';
import type { TFunction } from '../../lib/translate';
import { useTranslation } from '../../lib/use-translation';
import { usePublicClubTv } from './club-tv-api';
import { CourtCard, clockAt } from './club-tv-court-card';

/**
 * /club-tv?token=...: a club's TV through its venue's link (decision 056), without signing
 * in: every court's match in play or its next session, the running tournaments' standings, and when
 * the screen last heard from the server. It follows the link's event stream (reconnecting by itself);
 * a withdrawn link shows the "link does not work" message.
 */
export function ClubTvPage() {
  const { t, i18n } = useTranslation('tournaments');
  const [params] = useSearchParams();
  return (
    <PublicScreen state={usePublicClubTv(params.get('token') ?? '')} text={publicScreenText(t, 'clubTv')}>
      {(view) => <ClubTvView view={view} language={i18n.language} t={t} />}
    </PublicScreen>
  );
}

function ClubTvView({ view, language, t }: { view: PublicClubTv; language: string; t: TFunction }) {
  return (
    <div className="space-y-6 lg:space-y-10">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="min-w-0 font-extrabold text-3xl text-white [overflow-wrap:anywhere] lg:text-6xl">
          {view.venueName}
        </h1>
        <p className="text-chalk text-lg lg:text-3xl" aria-live="polite">
          {t('clubTv.updated', { time: clockAt(view.updatedAt, view.timeZone, language, true) })}
        </p>
      </header>
      <section aria-labelledby="tv-courts" className="space-y-3">
        <h2 id="tv-courts" className="sr-only">
          {t('clubTv.courts')}
        </h2>
        {view.courts.length === 0 ? (
          <p className="text-chalk text-lg lg:text-3xl">{t('clubTv.noCourts')}</p>
        ) : (
          // Two columns hold four courts on a 1080p screen at full size; a larger club takes three.
          <ul className={`grid gap-4 lg:grid-cols-2 lg:gap-6 ${view.courts.length > 4 ? '2xl:grid-cols-3' : ''}`}>
            {view.courts.map((court) => (
              <CourtCard key={court.name} court={court} timeZone={view.timeZone} language={language} t={t} />
            ))}
          </ul>
        )}
      </section>
      {view.tournaments.map((tournament, index) => (
        <Standings
          key={tournament.name}
          lines={tournament.standings}
          t={t}
          id={`tv-standings-${index}`}
          title={[
            t('tv.standings'),
            tournament.name,
            t('tv.round', { number: tournament.round, total: tournament.totalRounds }),
          ].join(' · ')}
        />
      ))}
    </div>
  );
}
