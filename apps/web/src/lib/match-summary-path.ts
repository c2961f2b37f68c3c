/**
 * The address of a match's summary: the owner's, or the read-only one of a participant the owner
 * added (decision 033), which the summary page reads from `as=participant`.
 */
export function matchSummaryPath(matchId: string, view: 'owner' | 'participant' = 'owner'): string {
  const participant = view === 'participant' ? '&as=participant' : '';
  return `/match-summary?id=${encodeURIComponent(matchId)}${participant}`;
}
