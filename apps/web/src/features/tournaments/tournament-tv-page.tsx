import { type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { usePublicTournament } from './tournament-tv-api';
import { TournamentTvView } from './tournament-tv-view';

/**
 * /tournament-tv?token=...: a tournament's public view through its spectator link, for the club's
 * TV or a spectator's phone, without signing in (decision 046). It follows the link's event stream,
 * so a result shows within a second, without a reload; "Pantalla completa" hides the app's header.
 */
export function TournamentTvPage() {
  const { t } = useTranslation('tournaments');
  const [params] = useSearchParams();
  const { view, unavailable, failed } = usePublicTournament(params.get('token') ?? '');
  const screen = useRef<HTMLDivElement>(null);

  let body: ReactNode;
  if (unavailable) {
    body = (
      <div role="alert" className="space-y-3 py-10 text-center">
        <h1 className="font-bold text-3xl text-white lg:text-5xl">{t('tv.unavailableTitle')}</h1>
        <p className="text-chalk text-lg lg:text-3xl">{t('tv.unavailableBody')}</p>
      </div>
    );
  } else if (view) {
    body = <TournamentTvView view={view} t={t} />;
  } else if (failed) {
    body = (
      <p role="alert" className="py-10 text-center text-chalk text-lg">
        {t('tv.failed')}
      </p>
    );
  } else {
    body = <Spinner label={t('tv.loading')} className="py-10 text-white" />;
  }

  return (
    <div ref={screen} className="min-h-full overflow-y-auto bg-court-950 px-3 py-4 sm:px-6 lg:px-10 lg:py-8">
      {view && (
        <div className="mb-4 flex justify-end">
          <Button variant="onDark" onClick={() => void screen.current?.requestFullscreen?.().catch(() => {})}>
            {t('tv.fullScreen')}
          </Button>
        </div>
      )}
      {body}
    </div>
  );
}
