/**
 * The leaderboard's cursor: where a page stopped (the last row's level in tenths, its player id and
 * position), as base64url JSON the client passes back unread. Anything else is a 400.
 */
import { HttpError } from '../../plugins/error-shape';

export interface LeaderboardCursor {
  levelTenths: number;
  userId: string;
  position: number;
}

const badCursor = () => new HttpError(400, 'bad_cursor', 'The cursor is not one this list gave.');

export function encodeLeaderboardCursor({ levelTenths, userId, position }: LeaderboardCursor): string {
  return Buffer.from(JSON.stringify([levelTenths, userId, position])).toString('base64url');
}

export function decodeLeaderboardCursor(cursor: string): LeaderboardCursor {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(key) || key.length !== 3) throw badCursor();
  const [levelTenths, userId, position] = key;
  const whole = (value: unknown, max: number) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
  // A NUL cannot be stored in text: PostgreSQL would refuse the query rather than find nothing.
  if (!whole(levelTenths, 70) || !whole(position, 1e9) || typeof userId !== 'string' || userId.includes('\u0000')) {
    throw badCursor();
  }
  return { levelTenths, userId, position };
}
