import { randomBytes } from 'node:crypto';
import type { PublicLiveMatch, SpectatorLinkResponse } from '@marcador/contracts';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { notFound } from '../matches/matches.service';
import { publishMatchChange } from '../realtime/live-events';
import type { TokenRead } from '../realtime/public-view-routes';
import { liveMatchesRepository, type SharedMatchRow } from './live-matches.repository';
import { announceMatch } from './live-target';
import { publicLiveMatch } from './public-live-match';

/** 24 random bytes: 192 bits, 32 base64url characters, as the tournament's link (decision 046). */
const TOKEN_BYTES = 24;

/** A spectator's view of a match, with the token that opens it now (null: stopped). */
export type LiveRead = TokenRead<PublicLiveMatch>;

const readOf = (row: SharedMatchRow): LiveRead => ({
  token: row.spectatorToken,
  view: publicLiveMatch(row, new Date()),
});

/**
 * A match's live spectator link (decision 055): its owner shares it, rotates or stops the link and
 * keeps it marked as watched over; anyone holding the token reads the names and the score.
 */
export function liveMatchesService(db: Db) {
  const matches = liveMatchesRepository(db);

  /**
   * Stores `token` and tells the open spectator streams at the commit: a stream holding the old token
   * reads the match, finds it no longer opens it and ends (`revoked`). The club TV does not show the
   * link: it is not told.
   */
  const setToken = (ownerId: string, id: string, token: string | null) =>
    transaction(db, async (tx) => {
      const row = await liveMatchesRepository(tx).setToken(id, ownerId, token);
      if (!row) throw notFound();
      await publishMatchChange(tx, { id, shared: true, venueId: null });
    });

  return {
    /** The owner's link (null: not shared); someone else's match is the matches' 404. */
    async read(ownerId: string, id: string): Promise<SpectatorLinkResponse> {
      const token = await matches.tokenOf(id, ownerId);
      if (token === undefined) throw notFound();
      return { token };
    },

    /** Shares the match with a new token (the old one, if any, stops working). */
    async rotate(ownerId: string, id: string): Promise<SpectatorLinkResponse> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await setToken(ownerId, id, token);
      return { token };
    },

    /** Stops sharing: the link answers 404 from now on. */
    async revoke(ownerId: string, id: string): Promise<SpectatorLinkResponse> {
      await setToken(ownerId, id, null);
      return { token: null };
    },

    /** The scorer's device is still there: spectators stop "waiting for the scorer". */
    async presence(ownerId: string, id: string): Promise<void> {
      const row = await matches.markSeen(id, ownerId);
      if (row === undefined) throw notFound();
      if (row) await announceMatch(db, row);
    },

    idByToken: (token: string): Promise<string | null> => matches.idByToken(token),

    /** The public view of a match and its current token; null once the match is gone. */
    async readById(id: string): Promise<LiveRead | null> {
      const row = await matches.liveById(id);
      return row ? readOf(row) : null;
    },
  };
}
