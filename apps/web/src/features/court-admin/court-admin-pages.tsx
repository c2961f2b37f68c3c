import { useLocation } from 'react-router';
import { courtAdminScreen } from './court-admin-screens';
import { CourtsPage } from './courts-page';
import { DashboardPage } from './dashboard-page';
import { ManagedVenue } from './managed-venue';
import { PendingPage } from './pending-page';
import { PlayersPage } from './players-page';
import { RegisterPage } from './register-page';
import { SessionFormPage } from './session-form-page';
import { SessionPage } from './session-page';
import { SessionsPage } from './sessions-page';
import { SettingsPage } from './settings-page';

/**
 * The court admin's whole area (decisions 047 and 048): applying, waiting, and the managed
 * venue's dashboard, courts, sessions, players and settings, one chunk; the route table loads this
 * one component for every address (each loader or chunk more is bytes on the landing's entry). The
 * area's pages need a venue the viewer manages; without one they lead to the
 * application (ManagedVenue).
 */
export function CourtAdminPage() {
  const screen = courtAdminScreen(useLocation().pathname);
  switch (screen.name) {
    case 'register':
      return <RegisterPage />;
    case 'pending':
      return <PendingPage />;
    default:
      return (
        <ManagedVenue>
          {(venueId) => {
            switch (screen.name) {
              case 'courts':
                return <CourtsPage venueId={venueId} />;
              case 'sessions':
                return <SessionsPage venueId={venueId} />;
              case 'newSession':
                return <SessionFormPage venueId={venueId} sessionId={null} />;
              case 'session':
                return <SessionPage key={screen.id} sessionId={screen.id} />;
              case 'editSession':
                return <SessionFormPage key={screen.id} venueId={venueId} sessionId={screen.id} />;
              case 'players':
                return <PlayersPage venueId={venueId} />;
              case 'settings':
                return <SettingsPage venueId={venueId} />;
              default:
                return <DashboardPage venueId={venueId} />;
            }
          }}
        </ManagedVenue>
      );
  }
}
