import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches } from '../../db/schema';
import type { MatchRow } from '../matches/matches.repository';
import type { LiveMatchRow } from './public-live-match';

/** A shared match as its public view is drawn, with the token that opens it now. */
export type SharedMatchRow = LiveMatchRow & Pick<MatchRow, 'spectatorToken'>;

/** The match's side of a link change or a heartbeat: what announcing it needs. */
export type AnnouncedRow = Pick<MatchRow, 'id' | 'config' | 'spectatorToken'>;

/** The columns a public view of a match is drawn from (this link's and the club TV's). */
export const liveMatchColumns = {
  status: matches.status,
  config: matches.config,
  rules: matches.rules,
  score: matches.score,
  fold: matches.fold,
  result: matches.result,
  startedAt: matches.startedAt,
  endedAt: matches.endedAt,
  updatedAt: matches.updatedAt,
  scorerSeenAt: matches.scorerSeenAt,
};
const liveColumns = { ...liveMatchColumns, spectatorToken: matches.spectatorToken };
const announcedColumns = { id: matches.id, config: matches.config, spectatorToken: matches.spectatorToken };

/** The spectator link of a match: its token, its public view, the scorer's heartbeat. */
export function liveMatchesRepository(db: Db) {
  const owned = (id: string, ownerId: string) => and(eq(matches.id, id), eq(matches.ownerId, ownerId));
  return {
    /** The owner's match's token (null: not shared); undefined when the owner has no such match. */
    async tokenOf(id: string, ownerId: string): Promise<string | null | undefined> {
      const [row] = await db.select({ token: matches.spectatorToken }).from(matches).where(owned(id, ownerId));
      return row?.token;
    },

    /**
     * Sets (or with null clears) the owner's match's token. Neither the revision nor the update time
     * move: the link is not the match's content, and the scoreboard's cached row stays valid.
     */
    async setToken(id: string, ownerId: string, token: string | null): Promise<AnnouncedRow | null> {
      const [row] = await db
        .update(matches)
        .set({ spectatorToken: token })
        .where(owned(id, ownerId))
        .returning(announcedColumns);
      return row ?? null;
    },

    /** The match a token opens (its unique index), or null for a stopped or unknown token. */
    async idByToken(token: string): Promise<string | null> {
      const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.spectatorToken, token));
      return row?.id ?? null;
    },

    /** What the public view reads of a match, by id; null once the match is gone. */
    async liveById(id: string): Promise<SharedMatchRow | null> {
      const [row] = await db.select(liveColumns).from(matches).where(eq(matches.id, id));
      return row ?? null;
    },

    /**
     * The scorer's heartbeat: marks the owner's match as seen now while it is shared (an unshared
     * match is not written). Undefined when the owner has no such match; null when it is not shared.
     */
    async markSeen(id: string, ownerId: string): Promise<AnnouncedRow | null | undefined> {
      const [row] = await db
        .update(matches)
        .set({ scorerSeenAt: sql`now()` })
        .where(and(owned(id, ownerId), isNotNull(matches.spectatorToken)))
        .returning(announcedColumns);
      if (row) return row;
      return (await this.tokenOf(id, ownerId)) === undefined ? undefined : null;
    },
  };
}
