/** The rotation page of a tournament: its id and, for the title before it loads, its name (spec section 2). */
export function rotationPath(tournament: { id: string; name: string }): string {
  return `/tournament-rotation?${new URLSearchParams({ tournamentId: tournament.id, name: tournament.name })}`;
}
