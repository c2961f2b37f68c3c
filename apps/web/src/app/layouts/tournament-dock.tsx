import { lazy, Suspense, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useActiveTournament } from '../../features/tournaments/use-active-tournament';
import { loadNamespace } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/use-public-config';

/**
 * The indicator and dashboard, with the tournaments' copy: fetched only once there is a tournament,
 * from the tournament screens' chunk (no chunk of their own).
 */
const FloatingTournament = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/tournaments/tournament-pages'),
    loadNamespace('tournaments'),
  ]);
  return { default: module.FloatingTournament };
});

/** Where the indicator would be in the way: the live scoreboard's point buttons, the TV screens. */
const WITHOUT_DOCK = new Set(['/app', '/tournament-tv', '/club-tv']);

/**
 * The floating tournament indicator's gate (signed-in viewers, in the bell's chunk; decision 045):
 * with the tournaments flag on, it reads the organiser's active tournament, live, and loads the
 * indicator once there is one. Rendered into the body: the header holding it may be hidden by CSS.
 */
export function TournamentDock() {
  const config = usePublicConfig();
  const { pathname } = useLocation();
  if (!config.data?.flags.tournaments || WITHOUT_DOCK.has(pathname)) return null;
  return createPortal(<WhenActive />, document.body);
}

/**
 * Stays mounted once a tournament was seen, so a dashboard open when the tournament ends shows its
 * empty state.
 */
function WhenActive() {
  const active = useActiveTournament();
  const seen = useRef(false);
  if (active.data) seen.current = true;
  if (!seen.current) return null;
  return (
    <Suspense fallback={null}>
      <FloatingTournament detail={active.data ?? null} loadFailed={active.isError} />
    </Suspense>
  );
}
