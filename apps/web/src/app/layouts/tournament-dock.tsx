import { lazy, Suspense, useRef } from 'react';
import { useActiveTournament } from '../../features/tournaments/use-active-tournament';
import { loadNamespace } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/use-public-config';
import { QueryProvider } from '../query-provider';

/**
 * The indicator and dashboard, with the tournaments' copy: fetched only once there is a tournament,
 * from the tournament screens' chunk (no chunk of their own to name in the landing's entry).
 */
const FloatingTournament = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/tournaments/tournament-pages'),
    loadNamespace('tournaments'),
  ]);
  return { default: module.FloatingTournament };
});

/**
 * The floating tournament indicator's gate (its own chunk, for signed-in viewers; decision 045): with
 * the tournaments flag on, it reads the organiser's active tournament, live, and loads the indicator
 * once there is one. It stays mounted after that, so a dashboard open when the tournament ends shows
 * its empty state.
 */
export function TournamentDock() {
  return (
    <QueryProvider>
      <WhenFlagOn />
    </QueryProvider>
  );
}

function WhenFlagOn() {
  const config = usePublicConfig();
  return config.data?.flags.tournaments ? <WhenActive /> : null;
}

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
