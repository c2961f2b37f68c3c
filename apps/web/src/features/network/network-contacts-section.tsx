import { useTranslation } from '../../lib/use-translation';
import { AddToMatchButton, type MatchPick } from './add-to-match-button';
import { ConnectionsStates } from './list-states';
import { LoadMoreButton } from './load-more-button';
import { useContacts } from './network-queries';
import { PlayerCard } from './player-card';
import { SectionCard } from './section-card';

/**
 * /contacts' players of the viewer's network (the /network list, read through its hook here only).
 * In pick mode each can be invited to the match by account: the viewer never sees their address.
 */
export function NetworkContactsSection({ pick }: { pick: MatchPick | null }) {
  const { t } = useTranslation('network');
  const network = useContacts();
  return (
    <SectionCard title={t('contacts.network.title')}>
      <p className="mb-4 text-muted">{t('contacts.network.lead')}</p>
      <ConnectionsStates network={network} />
      {network.data && network.data.contacts.length > 0 ? (
        <ul className="grid gap-3">
          {network.data.contacts.map(({ player }) => (
            <li key={player.id}>
              <PlayerCard
                player={player}
                actions={
                  pick ? <AddToMatchButton pick={pick} player={{ userId: player.id, name: player.name }} /> : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMoreButton list={network} />
    </SectionCard>
  );
}
