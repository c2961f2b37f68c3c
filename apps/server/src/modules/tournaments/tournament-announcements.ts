import type { Db } from '../../db/database';
import { usersRepository } from '../accounts/users.repository';
import type { Notifier } from '../notifications/notifier';
import { publishVenueChange } from '../realtime/live-events';
import { publishTournamentChange } from '../realtime/tournament-events';
import { publishUserEvent } from '../realtime/user-events.repository';
import type { StoredTournament } from './tournaments.repository';

/**
 * What a tournament's change tells people, in the change's transaction (decision 044): a live
 * `tournament` event to the organiser and every player with an account, a change on the public
 * channel for its spectator streams (decision 046) and its venue's club TV (decision 056), and, when a round starts
 * (the current round moved on, or round 1 at creation), a notification to each player with an
 * account who plays in it. The current round never moves back, so each round is announced once.
 */
export function tournamentAnnouncer(notifier: Notifier) {
  const roundStarted = async (tx: Db, stored: StoredTournament) => {
    const { tournament } = stored;
    const round = stored.rounds.find((r) => r.roundNumber === tournament.currentRound);
    if (!round) return;
    const accountOf = new Map(stored.players.map((player) => [player.id, player.userId]));
    for (const match of stored.matches.filter((m) => m.roundId === round.id)) {
      const seats = [match.teamAPlayer1, match.teamAPlayer2, match.teamBPlayer1, match.teamBPlayer2];
      for (const userId of seats.map((id) => accountOf.get(id))) {
        if (!userId) continue;
        const contact = await usersRepository(tx).contactOf(userId);
        if (!contact) continue;
        const notice = {
          kind: 'tournament_round',
          round: {
            tournamentId: tournament.id,
            tournamentName: tournament.name,
            roundNumber: round.roundNumber,
            court: match.courtNumber,
          },
        } as const;
        await notifier.notify(userId, notice, contact.language, tx);
      }
    }
  };

  /** Announces `after`; `before` is where it stood before the change (null: just created). */
  return async (tx: Db, before: { currentRound: number } | null, after: StoredTournament): Promise<void> => {
    const { tournament } = after;
    const audience = new Set([tournament.createdBy, ...after.players.flatMap((p) => (p.userId ? [p.userId] : []))]);
    for (const userId of audience) {
      await publishUserEvent(tx, {
        userId,
        kind: 'tournament',
        created: before ? [] : [tournament.id],
        changed: before ? [tournament.id] : [],
      });
    }
    await publishTournamentChange(tx, tournament.id);
    // The venue's club TV shows its running tournaments' standings.
    if (tournament.venueId) await publishVenueChange(tx, tournament.venueId);
    const moved = before === null || tournament.currentRound > before.currentRound;
    if (moved && tournament.status !== 'completed') await roundStarted(tx, after);
  };
}
