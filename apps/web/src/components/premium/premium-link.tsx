import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';

/** Where the way to Premium starts: checkout for a signed-in user, the premium sign-up for a visitor. */
export function premiumPath(signedIn: boolean): string {
  return signedIn ? '/premium-checkout' : '/registration?intent=premium';
}

/**
 * A link on the way to Premium (checkout, sign-up or the plans) that first remembers the page it is
 * on, so the payment-success page can lead back there (spec section 2). `to` defaults to
 * `premiumPath` for the viewer.
 */
export function PremiumLink({ to, className, children }: { to?: string; className?: string; children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  return (
    <Link
      to={to ?? premiumPath(Boolean(session.data))}
      className={className}
      onClick={() => rememberReturnPath(`${location.pathname}${location.search}`)}
    >
      {children}
    </Link>
  );
}
