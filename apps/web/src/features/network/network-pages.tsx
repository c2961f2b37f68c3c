import type { ComponentType } from 'react';
import { AddPlayerPage } from './add-player-page';
import { ContactsPage } from './contacts-page';
import { InviteFriendsPage } from './invite-friends-page';
import { NetworkPage } from './network-page';
import { PlayerPage, type PlayerPageProps } from './player-page';
import { PlayersDirectoryPage, SearchPlayersPage } from './players-pages';
import { IncomingRequestsPage, SentRequestsPage } from './requests-page';

/**
 * The players and network pages, /contacts, /add-player and /invite-friends, one chunk for all nine:
 * a player goes from one to the next (a search, a profile, the requests, the contacts, an
 * invitation), and the entry's route table lists one lazy module instead of nine, so the landing
 * page's JavaScript does not grow with them. The app hands each of them what
 * the player page needs from outside the feature (the not-found page).
 */
export const NETWORK_PAGES = {
  search: SearchPlayersPage,
  directory: PlayersDirectoryPage,
  player: PlayerPage,
  network: NetworkPage,
  requests: IncomingRequestsPage,
  sent: SentRequestsPage,
  invite: InviteFriendsPage,
  contacts: ContactsPage,
  addPlayer: AddPlayerPage,
} satisfies Record<string, ComponentType<PlayerPageProps>>;

export type NetworkPageName = keyof typeof NETWORK_PAGES;

/** The page `name` given what it needs from the app (the not-found page's loader), as a route renders it. */
export function networkRoute(name: NetworkPageName, notFound: PlayerPageProps['notFound']): ComponentType {
  const Page = NETWORK_PAGES[name];
  return function NetworkRoute() {
    return <Page notFound={notFound} />;
  };
}
