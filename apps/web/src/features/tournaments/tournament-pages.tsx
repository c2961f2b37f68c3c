import { useLocation } from 'react-router';
import { TournamentHistoryPage } from './history-page';
import { TournamentRotationPage } from './rotation-page';
import { TournamentSetupPage } from './setup-page';
import { SignedInOnly } from './signed-in-only';

/**
 * The organiser's tournament screens (issue 20, decision 045), one chunk for the three; the route
 * table loads this one component for the three addresses, which keeps the landing's route table small.
 */
export function TournamentPage() {
  return (
    <SignedInOnly>
      <PageAt pathname={useLocation().pathname} />
    </SignedInOnly>
  );
}

function PageAt({ pathname }: { pathname: string }) {
  if (pathname === '/tournament-rotation') return <TournamentRotationPage />;
  if (pathname === '/tournament-history') return <TournamentHistoryPage />;
  return <TournamentSetupPage />;
}
