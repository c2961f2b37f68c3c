import { useLocation } from 'react-router';
import { ClubTvPage } from './club-tv-page';
import { FloatingTournament } from './floating-tournament';
import { TournamentHistoryPage } from './history-page';
import { TournamentRotationPage } from './rotation-page';
import { TournamentSetupPage } from './setup-page';
import { SignedInOnly } from './signed-in-only';
import { TournamentTvPage } from './tournament-tv-page';

/**
 * The floating indicator and dashboard ride in this chunk too: the app layer loads it for an organiser
 * with a running tournament (app/layouts/tournament-dock.tsx), one chunk name fewer on the landing.
 */
export { FloatingTournament };

/**
 * The tournament screens (decisions 045 and 046), one chunk for the organiser's three, the
 * tournament's TV view and the club's TV (decision 056, which shows the venue's tournaments too); the route table loads this one component for the four addresses, which keeps
 * the landing's route table small (each chunk more is a name in the entry's preload map).
 */
export function TournamentPage() {
  const { pathname } = useLocation();
  // The TV views are public: whoever holds the tournament's spectator link or the venue's TV link.
  if (pathname === '/tournament-tv') return <TournamentTvPage />;
  if (pathname === '/club-tv') return <ClubTvPage />;
  return (
    <SignedInOnly>
      <PageAt pathname={pathname} />
    </SignedInOnly>
  );
}

function PageAt({ pathname }: { pathname: string }) {
  if (pathname === '/tournament-rotation') return <TournamentRotationPage />;
  if (pathname === '/tournament-history') return <TournamentHistoryPage />;
  return <TournamentSetupPage />;
}
