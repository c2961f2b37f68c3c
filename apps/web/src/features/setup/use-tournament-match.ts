import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { tournamentApi, tournamentKey } from '../../lib/tournaments';
import type { SetupDraft, SetupFlags } from './setup-model';
import { flaggedTournamentMatch, type TournamentMatchLookup, tournamentMatchDraft } from './tournament-match';

/**
 * The tournament match the flags name, read from the tournament (GET /api/tournaments/:id): null
 * without the flags, `undefined` while it loads or after a failure (`query` says which). The form is
 * prefilled once, when the match is found; the organiser's edits after that are theirs.
 */
export function useTournamentMatch(flags: SetupFlags, draft: SetupDraft, prefill: (draft: SetupDraft) => void) {
  const flagged = flaggedTournamentMatch(flags);
  const query = useQuery({
    queryKey: tournamentKey(flagged?.tournamentId ?? ''),
    queryFn: ({ signal }) => tournamentApi.get(flagged?.tournamentId ?? '', signal),
    enabled: flagged !== null,
    // Its players or status may have changed since the rotation page read it.
    staleTime: 0,
  });
  const lookup: TournamentMatchLookup | null | undefined =
    flagged === null ? null : query.data ? tournamentMatchDraft(query.data, flagged.matchId, draft) : undefined;
  const prefilled = useRef(false);
  useEffect(() => {
    if (lookup?.kind !== 'ready' || prefilled.current) return;
    prefilled.current = true;
    prefill(lookup.draft);
  }, [lookup, prefill]);
  return { lookup, query };
}
