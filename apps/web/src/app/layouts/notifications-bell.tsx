import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../lib/i18n';

/**
 * The bell, its dropdown and the notifications' copy are one chunk, fetched only for signed-in
 * viewers: nothing of it is on the landing page's path.
 */
const LiveBell = lazy(async () => {
  const [module] = await Promise.all([import('./live-bell'), loadNamespace('notifications')]);
  return { default: module.LiveBell };
});

/**
 * The header's notifications bell (signed-in viewers); its place is kept while it loads, so nothing
 * shifts. `dock`: this bell also brings the running tournament's indicator (one of the
 * two headers' bells does, see live-bell.tsx).
 */
export function NotificationsBell(props: { dock?: boolean }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <LiveBell {...props} />
    </Suspense>
  );
}
