/**
 * The cursor of the network's pages (decision 033): the sort key of a page's last row, written as
 * base64url JSON so a client passes it back without knowing what is inside. A cursor that does not
 * decode to the key its list sorts by is a 400 (never a query with a malformed value).
 */
import { HttpError } from '../../plugins/error-shape';

/** Where the contacts list stopped: the last contact's directory name and user id. */
export type ContactsCursor = readonly [directoryName: string, userId: string];
/** Where a request list stopped: the last request's time (ISO, microseconds) and id. */
export type RequestsCursor = readonly [createdAt: string, id: string];

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const badCursor = () => new HttpError(400, 'bad_cursor', 'The cursor is not one this list gave.');

export function encodeCursor(key: readonly [string, string]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** A cursor's two strings, or 400 `bad_cursor` (the sessions list's cursor reads its pair here too). */
export function decodeCursorPair(cursor: string): [string, string] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  // A NUL cannot be stored in text: PostgreSQL would refuse the query rather than find nothing.
  const text = (part: unknown) => typeof part === 'string' && !part.includes('\u0000');
  if (!Array.isArray(key) || key.length !== 2 || !key.every(text)) throw badCursor();
  return [key[0], key[1]];
}

export function decodeContactsCursor(cursor: string): ContactsCursor {
  return decodeCursorPair(cursor);
}

export function decodeRequestsCursor(cursor: string): RequestsCursor {
  const [createdAt, id] = decodeCursorPair(cursor);
  if (!ISO_MICROS.test(createdAt) || !UUID.test(id)) throw badCursor();
  return [createdAt, id];
}
