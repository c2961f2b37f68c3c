import type { GameConfig } from '@marcador/contracts';
import { INVITE_POSITIONS, MAX_INVITED_PLAYERS, TEAM_COLORS } from '@marcador/contracts/limits';
import { isJsonObject } from '../response-check';

/*
 * The check of a match configuration read back from localStorage (written by /setup, read by /app and
 * by /setup's "continue" card), without the zod runtime on those pages (decision 024, "Zod out of the
 * client"). It follows `gameConfigSchema` for everything the scoreboard, the history and the sync rely
 * on: each field's kind, the lists of colours and positions, how many players and invitees, the
 * session length and no unknown fields. Text bounds and the invitee's address format stay the
 * server's (the sync's PUT): /setup's inputs already hold them. apps/web's game-config-check test
 * pins the two against each other.
 */

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isNonBlank: Check = (value) => typeof value === 'string' && value.trim() !== '';
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const listOf =
  (check: Check, min: number, max: number): Check =>
  (value) =>
    Array.isArray(value) && value.length >= min && value.length <= max && value.every(check);

/** An object with exactly these fields (optional ones may be missing), as a zod strictObject. */
function strict(fields: Record<string, Check>): Check {
  return (value) =>
    isJsonObject(value) &&
    Object.keys(value).every((key) => key in fields) &&
    Object.entries(fields).every(([key, check]) => check(value[key]));
}

const sessionMinutes = wholeNumber(5, 600);

const team = strict({ name: isString, color: oneOf(TEAM_COLORS), players: listOf(isString, 1, 2) });

const seat = { name: isString, position: oneOf(INVITE_POSITIONS) };
/** An invitee by e-mail, or by account (a player of the user's network; decision 031). */
const byEmail = strict({ email: isString, ...seat });
const byAccount = strict({ userId: isString, ...seat });
const invitee: Check = (value) => byEmail(value) || byAccount(value);

const gameConfig = strict({
  isDoubles: (value) => typeof value === 'boolean',
  team1: team,
  team2: team,
  invitedPlayers: listOf(invitee, 0, MAX_INVITED_PLAYERS),
  club: nullable(
    strict({
      id: optional(isString),
      name: isNonBlank,
      address: optional(isString),
      courtName: optional(isString),
      sessionDuration: optional(sessionMinutes),
      description: optional(isString),
    }),
  ),
  sessionDuration: sessionMinutes,
  tournament: nullable(strict({ tournamentId: isString, matchId: isString, round: wholeNumber(1) })),
});

/** True when a stored value can be used as a match's configuration. */
export function isGameConfig(value: unknown): value is GameConfig {
  return gameConfig(value);
}
