import { BookUser, Mail, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { ContactsAllowanceNote } from './contacts-allowance-note';
import { ConnectionsStates } from './list-states';
import { LoadMoreButton } from './load-more-button';
import { NetworkFrame } from './network-frame';
import { useContacts } from './network-queries';
import { PlayerCard } from './player-card';
import { useLiveNetwork } from './use-live-network';

/**
 * /network ("Mi red"): the viewer's contacts by name, a page at a time ("Cargar más"), each a link to their page; the free plan's
 * count against its limit; the ways to find more players. Live: a request accepted elsewhere
 * appears here without a reload.
 */
export function NetworkPage() {
  const { t, i18n } = useTranslation('network');
  useLiveNetwork();
  const network = useContacts();
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' });
  return (
    <NetworkFrame section="contacts" summary={network.data?.summary}>
      {network.data ? (
        <ContactsAllowanceNote count={network.data.summary.contacts} limit={network.data.summary.contactsLimit} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/search-players" className={buttonClasses('court')}>
          <UserRoundSearch aria-hidden="true" className="size-4" />
          {t('links.search')}
        </Link>
        <Link to="/players-directory" className={buttonClasses('secondary')}>
          <BookUser aria-hidden="true" className="size-4" />
          {t('links.directory')}
        </Link>
        <Link to="/invite-friends" className={buttonClasses('secondary')}>
          <Mail aria-hidden="true" className="size-4" />
          {t('invite.navLink')}
        </Link>
      </div>
      <ConnectionsStates network={network} />
      {network.data && network.data.contacts.length > 0 ? (
        <section aria-label={t('network.tabs.contacts')} className="grid gap-4">
          <ul className="grid gap-3">
            {network.data.contacts.map(({ player, connectedAt }) => (
              <li key={player.id}>
                <PlayerCard
                  player={player}
                  meta={<p className="text-sm text-muted">{t('network.since', { date: since.format(connectedAt) })}</p>}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton list={network} />
        </section>
      ) : null}
    </NetworkFrame>
  );
}
