import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  connections,
  tournamentMatches,
  tournamentPlayers,
  tournamentResults,
  tournamentRounds,
  tournaments,
  venues,
} from '../../db/schema';

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;
export type TournamentRoundRow = typeof tournamentRounds.$inferSelect;
export type TournamentMatchRow = typeof tournamentMatches.$inferSelect;

/** A round to store: its number, who rests and its matches, players by tournament_players id. */
export interface RoundToStore {
  roundNumber: number;
  resting: string[];
  matches: { courtNumber: number; teamA: [string, string]; teamB: [string, string] }[];
}

/** Everything stored of one tournament, in schedule order. */
export interface StoredTournament {
  tournament: TournamentRow;
  players: TournamentPlayerRow[];
  rounds: TournamentRoundRow[];
  matches: TournamentMatchRow[];
}

/** Tournaments, their players, rounds, matches and applied result ids (decision 044). */
export function tournamentsRepository(db: Db) {
  return {
    async insertTournament(values: typeof tournaments.$inferInsert): Promise<string> {
      const [row] = await db.insert(tournaments).values(values).returning({ id: tournaments.id });
      if (!row) throw new Error('the tournament just stored is gone');
      return row.id;
    },

    /** Stores players and answers their rows, in the order given. */
    insertPlayers(
      tournamentId: string,
      players: { name: string; userId: string | null; position: number; late: boolean }[],
    ): Promise<TournamentPlayerRow[]> {
      return db
        .insert(tournamentPlayers)
        .values(players.map((player) => ({ tournamentId, ...player })))
        .returning();
    },

    async insertRounds(tournamentId: string, rounds: RoundToStore[]): Promise<void> {
      if (rounds.length === 0) return;
      const stored = await db
        .insert(tournamentRounds)
        .values(rounds.map(({ roundNumber, resting }) => ({ tournamentId, roundNumber, resting })))
        .returning({ id: tournamentRounds.id, roundNumber: tournamentRounds.roundNumber });
      const idOf = new Map(stored.map((row) => [row.roundNumber, row.id]));
      const matches = rounds.flatMap((round) =>
        round.matches.map((match) => ({
          tournamentId,
          roundId: idOf.get(round.roundNumber) as string,
          courtNumber: match.courtNumber,
          teamAPlayer1: match.teamA[0],
          teamAPlayer2: match.teamA[1],
          teamBPlayer1: match.teamB[0],
          teamBPlayer2: match.teamB[1],
        })),
      );
      if (matches.length > 0) await db.insert(tournamentMatches).values(matches);
    },

    /** Deletes the rounds after `roundNumber` with their matches (a re-plan replaces them). */
    async deleteRoundsAfter(tournamentId: string, roundNumber: number): Promise<void> {
      await db
        .delete(tournamentRounds)
        .where(and(eq(tournamentRounds.tournamentId, tournamentId), gt(tournamentRounds.roundNumber, roundNumber)));
    },

    /**
     * The tournament with everything below it; `lock` holds its row until the transaction ends, so
     * the changes of one tournament run one after the other.
     */
    async load(id: string, options: { lock?: boolean } = {}): Promise<StoredTournament | null> {
      const query = db.select().from(tournaments).where(eq(tournaments.id, id));
      const [tournament] = options.lock ? await query.for('update') : await query;
      if (!tournament) return null;
      const [players, rounds, matches] = await Promise.all([
        db
          .select()
          .from(tournamentPlayers)
          .where(eq(tournamentPlayers.tournamentId, id))
          .orderBy(asc(tournamentPlayers.position)),
        db
          .select()
          .from(tournamentRounds)
          .where(eq(tournamentRounds.tournamentId, id))
          .orderBy(asc(tournamentRounds.roundNumber)),
        db
          .select()
          .from(tournamentMatches)
          .where(eq(tournamentMatches.tournamentId, id))
          .orderBy(asc(tournamentMatches.courtNumber)),
      ]);
      return { tournament, players, rounds, matches };
    },

    /** The organiser of a tournament, or null when there is no such tournament. */
    async organiserOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ createdBy: tournaments.createdBy })
        .from(tournaments)
        .where(eq(tournaments.id, id));
      return row?.createdBy ?? null;
    },

    /** Sets (or, with null, revokes) the spectator link's token; `updated_at` stays: the view is the same. */
    async setSpectatorToken(id: string, token: string | null): Promise<void> {
      await db.update(tournaments).set({ spectatorToken: token }).where(eq(tournaments.id, id));
    },

    async spectatorTokenOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ token: tournaments.spectatorToken })
        .from(tournaments)
        .where(eq(tournaments.id, id));
      return row?.token ?? null;
    },

    /** The tournament a spectator token opens (its unique index), or null for a revoked or unknown one. */
    async idBySpectatorToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.spectatorToken, token));
      return row?.id ?? null;
    },

    /** Whether `userId` plays in the tournament (with the account the organiser picked). */
    async isPlayer(tournamentId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tournamentPlayers.id })
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Changes the tournament (its `updated_at` too) and answers the row as it now is. */
    async updateTournament(id: string, changes: Partial<typeof tournaments.$inferInsert>): Promise<TournamentRow> {
      const [row] = await db
        .update(tournaments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(tournaments.id, id))
        .returning();
      if (!row) throw new Error('the tournament being changed is gone');
      return row;
    },

    async updateMatch(id: string, changes: Partial<typeof tournamentMatches.$inferInsert>): Promise<void> {
      await db.update(tournamentMatches).set(changes).where(eq(tournamentMatches.id, id));
    },

    /** Finishing (spec): every pending or playing match completed, keeping its score or 0-0 (unplayed). */
    async completeOpenMatches(tournamentId: string): Promise<void> {
      await db
        .update(tournamentMatches)
        .set({
          status: 'completed',
          unplayed: sql`${tournamentMatches.scoreA} is null`,
          scoreA: sql`coalesce(${tournamentMatches.scoreA}, 0)`,
          scoreB: sql`coalesce(${tournamentMatches.scoreB}, 0)`,
          completedAt: sql`now()`,
        })
        .where(and(eq(tournamentMatches.tournamentId, tournamentId), ne(tournamentMatches.status, 'completed')));
    },

    async markWithdrawn(playerId: string): Promise<void> {
      await db.update(tournamentPlayers).set({ withdrawnAt: sql`now()` }).where(eq(tournamentPlayers.id, playerId));
    },

    /** The match an applied result id went to, or null for a new id. */
    async resultMatch(resultId: string): Promise<string | null> {
      const [row] = await db
        .select({ matchId: tournamentResults.matchId })
        .from(tournamentResults)
        .where(eq(tournamentResults.resultId, resultId));
      return row?.matchId ?? null;
    },

    /** Records an applied result id; false when another transaction took the id first. */
    async insertResult(resultId: string, matchId: string, revision: number): Promise<boolean> {
      const rows = await db
        .insert(tournamentResults)
        .values({ resultId, matchId, revision })
        .onConflictDoNothing()
        .returning({ resultId: tournamentResults.resultId });
      return rows.length > 0;
    },

    /** The organiser's tournaments, newest first, after the tournament `after` (the last one of the page before). */
    async listByOrganiser(userId: string, limit: number, after?: string): Promise<TournamentRow[]> {
      const mine = eq(tournaments.createdBy, userId);
      let where = mine;
      if (after) {
        const [cursor] = await db
          .select({ createdAt: tournaments.createdAt })
          .from(tournaments)
          .where(and(mine, eq(tournaments.id, after)));
        if (!cursor) return [];
        where = and(
          mine,
          or(
            lt(tournaments.createdAt, cursor.createdAt),
            and(eq(tournaments.createdAt, cursor.createdAt), lt(tournaments.id, after)),
          ),
        ) as typeof mine;
      }
      return db
        .select()
        .from(tournaments)
        .where(where)
        .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
        .limit(limit);
    },

    /** The organiser's newest tournament still running (active or paused), or null. */
    async activeOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.createdBy, userId), ne(tournaments.status, 'completed')))
        .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Which of these account ids the organiser may put in a tournament: their own, and their
     * connections': a tournament reads to its players and notifies them, so a stranger's
     * account is never added.
     */
    async pickableAccounts(organiserId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: connections.contactId })
        .from(connections)
        .where(and(eq(connections.userId, organiserId), inArray(connections.contactId, ids)));
      const pickable = new Set(rows.map((row) => row.id));
      if (ids.includes(organiserId)) pickable.add(organiserId);
      return pickable;
    },

    async venueExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
      return row !== undefined;
    },
  };
}
