/** Test support for the tournament routes: set-ups, and the routes called through `app.inject` as a user. */
import { randomUUID } from 'node:crypto';
import type { CreateTournamentRequest } from '@marcador/contracts';
import { sendAs, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { networkRepository } from '../network/network.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The names of `count` players: Ana, Bea, ... then P9, P10... */
export function playerNames(count: number): string[] {
  const first = ['Ana', 'Bea', 'Carlos', 'Dani', 'Eva', 'Fran', 'Gema', 'Hugo'];
  return Array.from({ length: count }, (_, i) => first[i] ?? `P${i + 1}`);
}

/** A valid set-up: 8 players on 2 courts, americano to 21 points, with any field replaced. */
export function tournamentSetUp(change: Partial<CreateTournamentRequest> = {}): CreateTournamentRequest {
  return {
    name: 'Torneo del viernes',
    players: playerNames(8).map((name) => ({ name })),
    courts: 2,
    format: 'americano',
    pointsPerMatch: 21,
    ...change,
  };
}

/**
 * `player` as a tournament player with their account: connected to `organiser` first, as an accepted
 * request leaves them, since an organiser only puts their own or their connections' accounts in.
 */
export async function accountPlayer(ctx: TestContext, organiser: TestUser, player: TestUser, name: string) {
  await networkRepository(ctx.database.db).connect(organiser.id, player.id);
  return { name, userId: player.id };
}

/** The tournament routes as `user` calls them. */
export function tournamentsApi(ctx: TestContext, user: TestUser) {
  const send = sendAs(ctx, user);
  const at = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
  return {
    send,
    create: (body: unknown) => send('POST', '/api/tournaments', body),
    preview: (body: unknown) => send('POST', '/api/tournaments/preview', body),
    read: (id: string) => send('GET', at(id)),
    list: (query = '') => send('GET', `/api/tournaments${query}`),
    active: () => send('GET', '/api/tournaments/active'),
    act: (id: string, action: 'pause' | 'resume' | 'finish') => send('POST', `${at(id)}/${action}`),
    start: (id: string, matchId: string) => send('POST', `${at(id)}/matches/${matchId}/start`),
    result: (
      id: string,
      matchId: string,
      body: { scoreA: number; scoreB: number; resultId?: string; baseRevision?: number },
    ) => send('PUT', `${at(id)}/matches/${matchId}/result`, { resultId: randomUUID(), ...body }),
    addPlayer: (id: string, body: unknown) => send('POST', `${at(id)}/players`, body),
    withdraw: (id: string, playerId: string) => send('DELETE', `${at(id)}/players/${playerId}`),
  };
}
