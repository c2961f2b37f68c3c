/**
 * Test support for ratings: matches between registered players played and finished through the
 * matches API by their owner, the other seats taken by the owner's connections.
 */
import type { GameConfig } from '@marcador/contracts';
import { and, eq } from 'drizzle-orm';
import { playerRatings } from '../../db/schema';
import type { TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from '../matches/test-matches';
import { networkRepository } from '../network/network.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

export interface RatedGame {
  /** The owner's partner in doubles (a user id), none in singles. */
  partner?: string;
  /** The other team's user ids (null for a typed name). */
  rivals: readonly (string | null)[];
  /** The side ahead when the owner ends the match by hand: 'player1' is the owner's team. */
  winner: 'player1' | 'player2';
  /** Minutes after T0 the match ends. */
  endsAfterMinutes: number;
  /** `abandoned` leaves the match incomplete. */
  reason?: 'manual' | 'abandoned';
}

/** The configuration of a match of `owner` with these players, each registered one invited by account. */
function ratedConfig(game: RatedGame): GameConfig {
  const invited: GameConfig['invitedPlayers'] = [];
  const seat = (userId: string | null, position: 'team1_2' | 'team2_1' | 'team2_2', name: string) => {
    if (userId !== null) invited.push({ userId, name, position });
    return name;
  };
  const doubles = game.partner !== undefined;
  const team1 = doubles ? ['Yo', seat(game.partner ?? null, 'team1_2', 'Pareja')] : ['Yo'];
  const [first = null, second = null] = game.rivals;
  const team2 = doubles
    ? [seat(first, 'team2_1', 'Rival uno'), seat(second, 'team2_2', 'Rival dos')]
    : [seat(first, 'team2_1', 'Rival')];
  return gameConfig({
    isDoubles: doubles,
    team1: { name: '', color: 'green', players: team1 },
    team2: { name: '', color: 'blue', players: team2 },
    invitedPlayers: invited,
  });
}

/** Connects the owner to every registered player of the game, then plays and finishes it; the match id. */
export async function playRated(ctx: TestContext, owner: TestUser, game: RatedGame): Promise<string> {
  const network = networkRepository(ctx.database.db);
  for (const id of [game.partner, ...game.rivals]) {
    if (id) await network.connect(owner.id, id);
  }
  const api = matchesApi(ctx, owner);
  const points = entryLog().points(game.winner === 'player1' ? '1' : '2').entries;
  const id = await api.play(points, matchBody({ config: ratedConfig(game) }));
  const endedAt = T0 + game.endsAfterMinutes * 60_000;
  const finished = await api.finish(id, { reason: game.reason ?? 'manual', endedAt });
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.statusCode} ${finished.body}`);
  return id;
}

/** A player's padel rating row, or undefined before their first rated match. */
export async function padelRating(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(playerRatings)
    .where(and(eq(playerRatings.userId, userId), eq(playerRatings.sport, 'padel')));
  return row;
}
