import type { TournamentStanding } from './standings';
import { tournamentStandings } from './standings';
import type { TournamentRound } from './tournament-round';
import { MIN_TOURNAMENT_PLAYERS, playerKey, TournamentInputError, validateTournamentPlayers } from './validate-players';

/**
 * Who is in a tournament. `players` play the rounds still to come, a late player last; `withdrawn`
 * left it from some round on: they are never drawn again, but the matches they played stay as they
 * were, so they keep their line in the standings. A name is taken by either list.
 */
export interface TournamentRoster {
  readonly players: readonly string[];
  readonly withdrawn: readonly string[];
}

/** A standings line, marked when its player withdrew (the table shows them in their place, marked). */
export interface RosterStanding extends TournamentStanding {
  withdrawn: boolean;
}

function sameName(a: string, b: string): boolean {
  return playerKey(a) === playerKey(b);
}

/**
 * The roster with a late player added: they play from the next round planned on, and start the
 * standings with nothing played. Throws {@link TournamentInputError} `invalid_player_name` for an
 * empty name, `duplicate_player` for a name already in the tournament or withdrawn from it.
 */
export function addLatePlayer(roster: TournamentRoster, name: string): TournamentRoster {
  validateTournamentPlayers([...roster.players, ...roster.withdrawn, name]);
  return { players: [...roster.players, name], withdrawn: [...roster.withdrawn] };
}

/**
 * The roster with a player withdrawn, kept with the spelling they had. Throws
 * {@link TournamentInputError} `unknown_player` for a name not playing (never in, or already
 * withdrawn), `too_few_players` when fewer than 4 players would be left.
 */
export function withdrawPlayer(roster: TournamentRoster, name: string): TournamentRoster {
  const index = typeof name === 'string' ? roster.players.findIndex((player) => sameName(player, name)) : -1;
  const leaving = roster.players[index];
  if (leaving === undefined) {
    const left = typeof name === 'string' && roster.withdrawn.some((player) => sameName(player, name));
    throw new TournamentInputError(
      'unknown_player',
      left ? `"${name}" has already withdrawn.` : `"${String(name)}" is not a player of this tournament.`,
    );
  }
  if (roster.players.length - 1 < MIN_TOURNAMENT_PLAYERS) {
    throw new TournamentInputError(
      'too_few_players',
      `Withdrawing "${leaving}" would leave ${roster.players.length - 1} players; a tournament needs at least ${MIN_TOURNAMENT_PLAYERS}.`,
    );
  }
  return {
    players: roster.players.filter((_, i) => i !== index),
    withdrawn: [...roster.withdrawn, leaving],
  };
}

/**
 * The standings of everyone who played, in the usual order (a withdrawn player keeps the place their
 * results give them, a late player counts only what they played), each line marked when withdrawn.
 * Throws as {@link tournamentStandings} does.
 */
export function rosterStandings(roster: TournamentRoster, rounds: TournamentRound[]): RosterStanding[] {
  const withdrawn = new Set(roster.withdrawn);
  return tournamentStandings([...roster.players, ...roster.withdrawn], rounds).map((row) => ({
    ...row,
    withdrawn: withdrawn.has(row.player),
  }));
}
