import { LinkPanel } from '../../components/link-panel';
import { useTranslation } from '../../lib/use-translation';
import { tvAddress } from './tournament-tv-api';

/**
 * The organiser's spectator link of a tournament (decision 046): the shared link panel on the
 * tournament's link route, opening the tournament's TV view.
 */
export function SpectatorLinkPanel({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <LinkPanel
      path={`/api/tournaments/${encodeURIComponent(tournamentId)}/spectator-link`}
      address={(token) => tvAddress(token, window.location.origin)}
      text={(key) => t(`link.${key}`)}
    />
  );
}
