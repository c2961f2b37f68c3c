import { useSearchParams } from 'react-router';
import { PublicScreen, publicScreenText } from '../../components/public-screen';
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
  return (
    <PublicScreen state={usePublicTournament(params.get('token') ?? '')} text={publicScreenText(t)}>
      {(view) => <TournamentTvView view={view} t={t} />}
    </PublicScreen>
  );
}
