/** The rotation page of a tournament: its id and, for the title before it loads, its name (spec section 2). */
export function rotationPath(tournament: { id: string; name: string }): string {
  return `/tournament-rotation?${new URLSearchParams({ tournamentId: tournament.id, name: tournament.name })}`;
}

/** /setup for one match of a tournament, with the spec's query flags (section 1; decision 045). */
export function tournamentMatchSetupPath(tournamentId: string, matchId: string): string {
  return `/setup?${new URLSearchParams({ fromTournament: 'true', tournament: 'true', tournamentId, matchId })}`;
}

/** The rotation page scrolled to its results panel (the panel's heading id, results-panel.tsx). */
export function resultsPath(tournament: { id: string; name: string }): string {
  return `${rotationPath(tournament)}#results-title`;
}

/** The rotation page scrolled to its rounds, court by court (the heading's id, rotation-page.tsx). */
export function roundsPath(tournament: { id: string; name: string }): string {
  return `${rotationPath(tournament)}#rotation-rounds`;
}
