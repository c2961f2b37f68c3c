import { MAX_SESSION_PLAYERS, type SessionPlayerInput } from '@marcador/contracts';
import { HttpError } from '../../plugins/error-shape';
import type { CourtSessionsRepository, SessionPlayerRow } from './court-sessions.repository';

/** Who names a session's players, and whom they may name. */
export interface PlayersAuthor {
  userId: string;
  /** A manager of the venue names any account; a player only themselves, their connections and typed names. */
  manager: boolean;
  /** Accounts already in the session: an edit may keep them whoever added them. */
  kept: readonly string[];
}

const unknownUser = () =>
  new HttpError(
    400,
    'unknown_user',
    'A player named by account is not one you can add: name them by their name instead.',
  );
/** The list is not one a session holds: a 400 as the schema's own, its message saying why. */
const badPlayers = (message: string) => new HttpError(400, 'validation_failed', message);

/**
 * The session's players as stored, in order, from a request's list (decision 048): accounts named by
 * their profile's name, typed names as typed. A player booking for themselves is always among them
 * (put first when missing). An account that does not exist, or that a player may not name, is 400
 * `unknown_user` (the same for both, so the answer tells nothing of other accounts).
 */
export async function sessionPlayers(
  sessions: CourtSessionsRepository,
  author: PlayersAuthor,
  inputs: readonly SessionPlayerInput[],
): Promise<SessionPlayerRow[]> {
  const named = inputs.flatMap((input) => ('userId' in input ? [input.userId] : []));
  if (new Set(named).size !== named.length) throw badPlayers('A player is named twice.');
  const list: SessionPlayerInput[] =
    author.manager || named.includes(author.userId) ? [...inputs] : [{ userId: author.userId }, ...inputs];
  if (list.length > MAX_SESSION_PLAYERS)
    throw badPlayers(`A session holds at most ${MAX_SESSION_PLAYERS} players, you included.`);
  const ids = list.flatMap((input) => ('userId' in input ? [input.userId] : []));
  const names = await sessions.accountNames(ids);
  if (ids.some((id) => !names.has(id))) throw unknownUser();
  if (!author.manager) {
    const others = ids.filter((id) => id !== author.userId && !author.kept.includes(id));
    const connected = await sessions.connectionsAmong(author.userId, others);
    if (others.some((id) => !connected.has(id))) throw unknownUser();
  }
  return list.map((input) =>
    'userId' in input
      ? { userId: input.userId, name: names.get(input.userId) ?? '' }
      : { userId: null, name: input.name },
  );
}
