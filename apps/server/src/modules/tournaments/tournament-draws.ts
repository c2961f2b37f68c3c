import type { CreateTournamentRequest } from '@marcador/contracts';
import {
  americanoSchedule,
  defaultAmericanoRounds,
  nextRound,
  replanRounds,
  type TournamentRoster,
  type TournamentRound,
  validateTournamentPlayers,
} from '@marcador/domain';
import type { Db } from '../../db/database';
import { engineRounds, keptRoundCount, rosterOf, roundsToStore } from './tournament-state';
import { type StoredTournament, tournamentsRepository } from './tournaments.repository';
import { engine } from './tournaments-errors';

/*
 * Where the engine draws a tournament's rounds (decision 044): the set-up's opening rounds, mexicano's
 * next round once one is complete, and the rounds redrawn after a change of players.
 */

/** The rounds a set-up starts with: americano's whole schedule, mexicano's first round. */
export function openingRounds(input: CreateTournamentRequest): { rounds: TournamentRound[]; totalRounds: number } {
  const names = input.players.map((player) => player.name);
  return engine(() => {
    validateTournamentPlayers(names);
    const totalRounds = input.rounds ?? defaultAmericanoRounds(names.length, input.courts);
    const rounds =
      input.format === 'americano'
        ? americanoSchedule(names, input.courts, { rounds: totalRounds })
        : [nextRound(input.format, names, input.courts, [])];
    return { rounds, totalRounds };
  });
}

/** Mexicano and amexicano: the next round, from the standings, once every match of the last one is completed. */
export async function drawNextRound(tx: Db, stored: StoredTournament): Promise<boolean> {
  const { tournament } = stored;
  const last = stored.rounds.at(-1);
  if (tournament.format === 'americano' || tournament.status === 'completed' || !last) return false;
  if (stored.rounds.length >= tournament.totalRounds) return false;
  if (stored.matches.some((match) => match.roundId === last.id && match.status !== 'completed')) return false;
  const format = tournament.format as 'mexicano' | 'amexicano';
  const next = engine(() => replanRounds(format, rosterOf(stored), tournament.courts, engineRounds(stored)));
  await tournamentsRepository(tx).insertRounds(tournament.id, roundsToStore(next, idsByName(stored)));
  return true;
}

/**
 * After a change of players, the rounds nobody has started are drawn again for the new roster:
 * americano re-plans the rest of its length, mexicano and amexicano redraw the round
 * drawn but not started. When every round drawn has started, the next draw uses the new roster.
 */
export async function redrawUnstarted(tx: Db, stored: StoredTournament, roster: TournamentRoster): Promise<void> {
  const { tournament } = stored;
  const kept = keptRoundCount(stored);
  if (stored.rounds.length === kept) return;
  const played = engineRounds(stored, kept);
  const rounds = engine(() =>
    tournament.format === 'americano'
      ? replanRounds('americano', roster, tournament.courts, played, {
          remainingRounds: tournament.totalRounds - kept,
        })
      : replanRounds(tournament.format as 'mexicano' | 'amexicano', roster, tournament.courts, played),
  );
  const repository = tournamentsRepository(tx);
  await repository.deleteRoundsAfter(tournament.id, kept);
  await repository.insertRounds(tournament.id, roundsToStore(rounds, idsByName(stored)));
}

function idsByName(stored: StoredTournament): Map<string, string> {
  return new Map(stored.players.map((player) => [player.name, player.id]));
}
