import { useLocation } from 'react-router';
import { PendingPage } from './pending-page';
import { RegisterPage } from './register-page';

/**
 * Becoming a court admin (issue 21, decision 047): the application form and the waiting page, one
 * chunk for both; the route table loads this one component for the two addresses (each loader or
 * chunk more is bytes on the landing's entry, decision 045).
 */
export function CourtAdminPage() {
  const { pathname } = useLocation();
  return pathname === '/court-admin/pending' ? <PendingPage /> : <RegisterPage />;
}
