/**
 * The cursor of my sessions' pages: the last session's start and id, written as the network's
 * cursors are (base64url JSON); one that does not decode to that key is 400 `bad_cursor`.
 */
import { badCursor, decodeCursorPair, encodeCursor, UUID } from '../network/network-cursor';
import type { SessionsCursor } from './court-sessions.repository';

const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeSessionsCursor(last: { startsAt: Date; id: string }): string {
  return encodeCursor([last.startsAt.toISOString(), last.id]);
}

export function decodeSessionsCursor(cursor: string): SessionsCursor {
  const [startsAt, id] = decodeCursorPair(cursor);
  const instant = new Date(startsAt);
  if (!ISO_MILLIS.test(startsAt) || Number.isNaN(instant.getTime()) || !UUID.test(id)) throw badCursor();
  return [instant, id];
}
