import { expect, type Page } from '@playwright/test';

/** The set-up of a match as the scoring screen sends it (PUT /api/matches/:id's `config`). */
export interface MatchConfig {
  isDoubles: boolean;
  team1: { name: string; color: string; players: string[] };
  team2: { name: string; color: string; players: string[] };
  invitedPlayers: { email: string; name: string; position: string }[];
  club: { name: string } | null;
  sessionDuration: number;
  tournament: null;
}

/**
 * A short padel match saved through the API with the requests the scoring screen sends (create,
 * points, finish, from `origin`) by the player signed in on `page`: one love game for `winner`, its points 30 s
 * apart from `startedAt`, then ended by hand at `endedAt`. With `server`, that team is chosen to serve
 * first (each team's first player) before the first point. Answers the match id.
 */
export async function saveLoveGameMatch(
  page: Page,
  origin: string,
  config: MatchConfig,
  {
    winner,
    startedAt,
    endedAt,
    server,
  }: { winner: 'player1' | 'player2'; startedAt: number; endedAt: number; server?: 'player1' | 'player2' },
): Promise<string> {
  const request = page.context().request;
  const id = crypto.randomUUID();
  const created = await request.put(`/api/matches/${id}`, {
    headers: { origin },
    data: { config, rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' }, startedAt },
  });
  expect(created.status(), await created.text()).toBe(201);
  const serveOrder = server ? [{ type: 'serve_order', server, player1: 0, player2: 0 }] : [];
  const points = Array.from({ length: 4 }, () => ({ type: 'point_won', side: winner }));
  const entries = [...serveOrder, ...points].map((entry, i) => ({
    id: crypto.randomUUID(),
    seq: i + 1,
    at: startedAt + i * 30_000,
    ...entry,
  }));
  const appended = await request.post(`/api/matches/${id}/entries`, { headers: { origin }, data: { entries } });
  expect(appended.status(), await appended.text()).toBe(200);
  const finished = await request.post(`/api/matches/${id}/finish`, {
    headers: { origin },
    data: { reason: 'manual', endedAt },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return id;
}
