import type {
  AddTournamentPlayerRequest,
  CreateTournamentRequest,
  ListTournamentsQuery,
  ListTournamentsResponse,
  TournamentDetail,
  TournamentPreview,
  TournamentResultRequest,
} from '@marcador/contracts';
import { addLatePlayer, courtsInUse, fairnessReport, withdrawPlayer } from '@marcador/domain';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { Notifier } from '../notifications/notifier';
import { tournamentAnnouncer } from './tournament-announcements';
import { drawNextRound, openingRounds, redrawUnstarted } from './tournament-draws';
import { detailOf, progressOf, rosterOf, roundsToStore, summaryOf } from './tournament-state';
import { type StoredTournament, tournamentsRepository } from './tournaments.repository';
import {
  engine,
  matchCompleted,
  matchNotFound,
  notOrganiser,
  playerNotFound,
  resultIdReused,
  sameAccountTwice,
  scoreOverPoints,
  staleResult,
  tournamentCompleted,
  tournamentNotFound,
  unknownUser,
  unknownVenue,
} from './tournaments-errors';

/** Who acts: the signed-in user, and whether they are an admin (admins manage every tournament). */
export interface TournamentViewer {
  id: string;
  admin: boolean;
}

const manages = (viewer: TournamentViewer, stored: StoredTournament) =>
  viewer.admin || stored.tournament.createdBy === viewer.id;

/**
 * Tournaments (decision 044). Every change runs in a transaction holding the tournament's row, so
 * one tournament's changes apply one after the other; the engine draws the rounds. Each change is
 * announced live, and a round starting notified, in its transaction (tournament-announcements.ts).
 */
export function tournamentsService(db: Db, notifier: Notifier) {
  const announce = tournamentAnnouncer(notifier);

  /** Refuses anyone but the organiser and admins: a player of it 403, anyone else 404. */
  const mustManage = async (run: Db, viewer: TournamentViewer, stored: StoredTournament) => {
    if (manages(viewer, stored)) return;
    if (await tournamentsRepository(run).isPlayer(stored.tournament.id, viewer.id)) throw notOrganiser();
    throw tournamentNotFound();
  };

  /**
   * Runs `apply` on the locked tournament if the viewer manages it; when it changed something, draws
   * mexicano's next round once the current one is complete and records where the tournament stands.
   */
  const change = (
    viewer: TournamentViewer,
    id: string,
    apply: (tx: Db, stored: StoredTournament) => Promise<boolean | undefined>,
  ): Promise<TournamentDetail> =>
    transaction(db, async (tx) => {
      const tournaments = tournamentsRepository(tx);
      const before = await tournaments.load(id, { lock: true });
      if (!before) throw tournamentNotFound();
      await mustManage(tx, viewer, before);
      const { currentRound } = before.tournament;
      if ((await apply(tx, before)) === false) return detailOf(before, true);
      let stored = (await tournaments.load(id)) as StoredTournament;
      if (await drawNextRound(tx, stored)) stored = (await tournaments.load(id)) as StoredTournament;
      const after = { ...stored, tournament: await tournaments.updateTournament(id, progressOf(stored)) };
      await announce(tx, { currentRound }, after);
      return detailOf(after, true);
    });

  const setStatus = (viewer: TournamentViewer, id: string, from: string, to: string) =>
    change(viewer, id, async (tx, { tournament }) => {
      if (tournament.status === 'completed') throw tournamentCompleted();
      if (tournament.status !== from) return false;
      await tournamentsRepository(tx).updateTournament(id, { status: to });
      return true;
    });

  /**
   * The accounts a set-up names must be the organiser's own or their connections', each named once;
   * its venue must exist.
   */
  const checkReferences = async (organiserId: string, input: CreateTournamentRequest) => {
    const accounts = input.players.flatMap((player) => (player.userId === undefined ? [] : [player.userId]));
    if (new Set(accounts).size !== accounts.length) throw sameAccountTwice();
    const repository = tournamentsRepository(db);
    if ((await repository.pickableAccounts(organiserId, accounts)).size !== accounts.length) throw unknownUser();
    if (input.venueId !== undefined && !(await repository.venueExists(input.venueId))) throw unknownVenue();
  };

  const matchOf = (stored: StoredTournament, matchId: string) => {
    const match = stored.matches.find((m) => m.id === matchId);
    if (!match) throw matchNotFound();
    return match;
  };

  return {
    /** The schedule a set-up would create, stored nowhere. */
    async preview(viewer: TournamentViewer, input: CreateTournamentRequest): Promise<TournamentPreview> {
      const { rounds, totalRounds } = openingRounds(input);
      await checkReferences(viewer.id, input);
      const names = input.players.map((player) => player.name);
      return {
        format: input.format,
        totalRounds,
        courtsInUse: courtsInUse(names.length, input.courts),
        rounds: rounds.map((round) => ({
          number: round.number,
          resting: round.resting,
          matches: round.matches.map((match) => ({ court: match.court, teamA: match.team1, teamB: match.team2 })),
        })),
        fairness: engine(() => fairnessReport(names, rounds)),
      };
    },

    /** Creates a tournament with the rounds it starts with (americano: all of them). */
    async create(viewer: TournamentViewer, input: CreateTournamentRequest): Promise<TournamentDetail> {
      const { rounds, totalRounds } = openingRounds(input);
      await checkReferences(viewer.id, input);
      return transaction(db, async (tx) => {
        const tournaments = tournamentsRepository(tx);
        const tournamentId = await tournaments.insertTournament({
          name: input.name,
          createdBy: viewer.id,
          format: input.format,
          totalRounds,
          pointsPerMatch: input.pointsPerMatch,
          courts: input.courts,
          venueId: input.venueId ?? null,
        });
        const players = await tournaments.insertPlayers(
          tournamentId,
          input.players.map((player, position) => ({
            name: player.name,
            userId: player.userId ?? null,
            position,
            late: false,
          })),
        );
        await tournaments.insertRounds(
          tournamentId,
          roundsToStore(rounds, new Map(players.map((p) => [p.name, p.id]))),
        );
        const stored = (await tournaments.load(tournamentId)) as StoredTournament;
        const tournament = await tournaments.updateTournament(tournamentId, progressOf(stored));
        await announce(tx, null, { ...stored, tournament });
        return detailOf({ ...stored, tournament }, true);
      });
    },

    /** The tournament for its organiser, an admin or one of its players with an account; else 404. */
    async read(viewer: TournamentViewer, id: string): Promise<TournamentDetail> {
      const repository = tournamentsRepository(db);
      const stored = await repository.load(id);
      if (!stored) throw tournamentNotFound();
      const canManage = manages(viewer, stored);
      if (!canManage && !(await repository.isPlayer(id, viewer.id))) throw tournamentNotFound();
      return detailOf(stored, canManage);
    },

    /** The viewer's newest active or paused tournament as organiser, or null. */
    async active(viewer: TournamentViewer): Promise<TournamentDetail | null> {
      const id = await tournamentsRepository(db).activeOf(viewer.id);
      return id === null ? null : this.read(viewer, id);
    },

    async list(viewer: TournamentViewer, query: ListTournamentsQuery): Promise<ListTournamentsResponse> {
      const rows = await tournamentsRepository(db).listByOrganiser(viewer.id, query.limit + 1, query.after);
      return { tournaments: rows.slice(0, query.limit).map(summaryOf), hasMore: rows.length > query.limit };
    },

    pause: (viewer: TournamentViewer, id: string) => setStatus(viewer, id, 'active', 'paused'),
    resume: (viewer: TournamentViewer, id: string) => setStatus(viewer, id, 'paused', 'active'),

    /** Spec: every pending or playing match completed with its score or 0-0, then the tournament. */
    finish: (viewer: TournamentViewer, id: string) =>
      change(viewer, id, async (tx, { tournament }) => {
        if (tournament.status === 'completed') return false;
        const repository = tournamentsRepository(tx);
        await repository.completeOpenMatches(id);
        await repository.updateTournament(id, { status: 'completed' });
        return true;
      }),

    /** Marks a match as being played (the dashboard's "En Juego"). */
    start: (viewer: TournamentViewer, id: string, matchId: string) =>
      change(viewer, id, async (tx, stored) => {
        if (stored.tournament.status === 'completed') throw tournamentCompleted();
        const match = matchOf(stored, matchId);
        if (match.status === 'completed') throw matchCompleted();
        if (match.status === 'playing') return false;
        await tournamentsRepository(tx).updateMatch(matchId, { status: 'playing' });
        return true;
      }),

    /**
     * Enters or corrects a result. The same result id again is one change (answered as things are
     * now); a `baseRevision` behind the match's is refused rather than overwriting what the client
     * never saw. Allowed in every status, so a result kept offline is never refused.
     */
    result: (viewer: TournamentViewer, id: string, matchId: string, input: TournamentResultRequest) =>
      change(viewer, id, async (tx, stored) => {
        const repository = tournamentsRepository(tx);
        const match = matchOf(stored, matchId);
        const appliedTo = await repository.resultMatch(input.resultId);
        if (appliedTo === matchId) return false;
        if (appliedTo !== null) throw resultIdReused();
        if (input.baseRevision !== undefined && input.baseRevision !== match.revision) throw staleResult();
        const points = stored.tournament.pointsPerMatch;
        if (input.scoreA + input.scoreB > points) throw scoreOverPoints(points);
        const revision = match.revision + 1;
        await repository.updateMatch(matchId, {
          status: 'completed',
          scoreA: input.scoreA,
          scoreB: input.scoreB,
          unplayed: false,
          completedAt: match.completedAt ?? new Date(),
          revision,
          lastResultId: input.resultId,
        });
        // Taken meanwhile by another tournament's change (this one's are serialised by its lock).
        if (!(await repository.insertResult(input.resultId, matchId, revision))) throw resultIdReused();
        return true;
      }),

    /** A late player: in every round from the first one nobody has started. */
    addPlayer: (viewer: TournamentViewer, id: string, input: AddTournamentPlayerRequest) =>
      change(viewer, id, async (tx, stored) => {
        if (stored.tournament.status === 'completed') throw tournamentCompleted();
        const roster = engine(() => addLatePlayer(rosterOf(stored), input.name));
        const repository = tournamentsRepository(tx);
        if (input.userId !== undefined) {
          if (stored.players.some((player) => player.userId === input.userId)) throw sameAccountTwice();
          if (!(await repository.pickableAccounts(stored.tournament.createdBy, [input.userId])).has(input.userId))
            throw unknownUser();
        }
        const position = Math.max(...stored.players.map((player) => player.position)) + 1;
        const [added] = await repository.insertPlayers(id, [
          { name: input.name, userId: input.userId ?? null, position, late: true },
        ]);
        if (added) stored.players.push(added);
        await redrawUnstarted(tx, stored, roster);
        return true;
      }),

    /** Withdraws a player from the first round nobody has started on. */
    withdraw: (viewer: TournamentViewer, id: string, playerId: string) =>
      change(viewer, id, async (tx, stored) => {
        if (stored.tournament.status === 'completed') throw tournamentCompleted();
        const player = stored.players.find((p) => p.id === playerId);
        if (!player) throw playerNotFound();
        const roster = engine(() => withdrawPlayer(rosterOf(stored), player.name));
        await tournamentsRepository(tx).markWithdrawn(playerId);
        await redrawUnstarted(tx, stored, roster);
        return true;
      }),
  };
}
