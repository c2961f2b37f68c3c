import type { Side } from './score-state';

/** A team as a match's set-up holds it: an optional name and its players' typed names ('' for unnamed). */
export interface SideTeam {
  readonly name: string;
  readonly players: readonly string[];
}

/** An invited player and the place they hold ('team2_1': team 2's first). */
export interface SeatedInvitee {
  readonly name: string;
  readonly position: string;
}

/** What a match's sides are named from: a stored game configuration is one. */
export interface SidesConfig {
  readonly isDoubles: boolean;
  readonly team1: SideTeam;
  readonly team2: SideTeam;
  /** An invitee's name stands for a place nobody typed a name in. */
  readonly invitedPlayers?: readonly SeatedInvitee[];
}

/** The names a side goes by when nothing at all was typed for it (the spec's 'Nosotros' / 'Oponentes'). */
export type SideDefaults = Readonly<Record<Side, string>>;

/** The invite position of a side's place: 'team1_1' for team 1's first. */
export const seatPosition = (side: Side, index: number): string => `team${side === 'player1' ? 1 : 2}_${index + 1}`;

/**
 * The names in a side's places, in order (one place in singles, two in doubles): the name typed at
 * set-up, else the name of the invitee who holds the place, else ''.
 */
export function seatedPlayers(config: SidesConfig, side: Side): string[] {
  const team = side === 'player1' ? config.team1 : config.team2;
  return Array.from({ length: config.isDoubles ? 2 : 1 }, (_, index) => {
    const typed = team.players[index]?.trim() ?? '';
    if (typed) return typed;
    const position = seatPosition(side, index);
    return config.invitedPlayers?.find((invitee) => invitee.position === position)?.name.trim() ?? '';
  });
}

/**
 * The name a side is shown and said by: its typed team name; else its players' names, joined
 * "Ana / Bea" in doubles (the one typed when only one was); else `defaults`, only when nothing at
 * all was typed for the side.
 */
export function sideName(config: SidesConfig, side: Side, defaults: SideDefaults): string {
  const team = (side === 'player1' ? config.team1 : config.team2).name.trim();
  return team || seatedPlayers(config, side).filter(Boolean).join(' / ') || defaults[side];
}

/** Both sides' names (`sideName`). */
export function sideNames(config: SidesConfig, defaults: SideDefaults): Record<Side, string> {
  return { player1: sideName(config, 'player1', defaults), player2: sideName(config, 'player2', defaults) };
}
