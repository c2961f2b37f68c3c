import { useLocation } from 'react-router';
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
 * The tournament screens (issue 20, decisions 045 and 046), one chunk for the organiser's three and
 * the club TV's view; the route table loads this one component for the four addresses, which keeps
 * the landing's route table small (each chunk more is a name in the entry's preload map).
 */
export function TournamentPage() {
  const { pathname } = useLocation();
  // The club TV's view is public: whoever holds the spectator link (decision 046).
  if (pathname === '/tournament-tv') return <TournamentTvPage />;
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
