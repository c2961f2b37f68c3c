import { randomBytes } from 'node:crypto';
import type { PublicTournament, SpectatorLinkResponse } from '@marcador/contracts';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { publishTournamentChange } from '../realtime/tournament-events';
import { publicViewOf } from './public-view';
import { detailOf } from './tournament-state';
import { tournamentsRepository } from './tournaments.repository';
import type { TournamentViewer } from './tournaments.service';
import { notOrganiser, tournamentNotFound } from './tournaments-errors';

/** 24 random bytes: 192 bits, 32 base64url characters (the contracts' SPECTATOR_TOKEN_PATTERN). */
const TOKEN_BYTES = 24;

/** A spectator's view of a tournament, with the token that opens it now (null: revoked). */
export interface SpectatorRead {
  token: string | null;
  view: PublicTournament;
}

/**
 * The public spectator link of a tournament (decision 046): the organiser and admins create, rotate
 * and revoke it; anyone with the token reads the public view.
 */
export function spectatorLinksService(db: Db) {
  const tournaments = tournamentsRepository(db);

  /** The organiser and admins pass; a player of the tournament is 403, anyone else 404 (decision 044). */
  const mustManage = async (viewer: TournamentViewer, id: string) => {
    const organiser = await tournaments.organiserOf(id);
    if (organiser === null) throw tournamentNotFound();
    if (viewer.admin || organiser === viewer.id) return;
    if (await tournaments.isPlayer(id, viewer.id)) throw notOrganiser();
    throw tournamentNotFound();
  };

  /**
   * Stores `token` and tells the open spectator streams, in one transaction: a stream holding the
   * old token hears the change, reads the tournament and closes.
   */
  const setToken = (id: string, token: string | null) =>
    transaction(db, async (tx) => {
      await tournamentsRepository(tx).setSpectatorToken(id, token);
      await publishTournamentChange(tx, id);
    });

  return {
    async read(viewer: TournamentViewer, id: string): Promise<SpectatorLinkResponse> {
      await mustManage(viewer, id);
      return { token: await tournaments.spectatorTokenOf(id) };
    },

    /** A new token (the old one, if any, stops working). */
    async rotate(viewer: TournamentViewer, id: string): Promise<SpectatorLinkResponse> {
      await mustManage(viewer, id);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await setToken(id, token);
      return { token };
    },

    async revoke(viewer: TournamentViewer, id: string): Promise<SpectatorLinkResponse> {
      await mustManage(viewer, id);
      await setToken(id, null);
      return { token: null };
    },

    /** The tournament a token opens, or null for a revoked or unknown token. */
    idByToken: (token: string): Promise<string | null> => tournaments.idBySpectatorToken(token),

    /** The public view of a tournament and its current token; null once the tournament is gone. */
    async readById(id: string): Promise<SpectatorRead | null> {
      const stored = await tournaments.load(id);
      if (!stored) return null;
      return { token: stored.tournament.spectatorToken, view: publicViewOf(detailOf(stored, false)) };
    },
  };
}

export type SpectatorLinksService = ReturnType<typeof spectatorLinksService>;
