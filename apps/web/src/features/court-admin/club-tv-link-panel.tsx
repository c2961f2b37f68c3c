import { LinkPanel } from '../../components/link-panel';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Pantalla del club" (decision 056): the venue's TV link, with the shared link panel on the venue's
 * link route; the address opens /club-tv, which needs no sign-in.
 */
export function ClubTvLinkPanel({ venueId }: { venueId: string }) {
  const { t } = useTranslation('account');
  return (
    <LinkPanel
      path={`/api/venues/${encodeURIComponent(venueId)}/tv-link`}
      address={(token) => `${window.location.origin}/club-tv?token=${encodeURIComponent(token)}`}
      text={(key) => t(`courtAdmin.tvLink.${key}`)}
    />
  );
}
