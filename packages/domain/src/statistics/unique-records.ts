import { matchFingerprint, mayHaveCopies, SAME_MATCH_WINDOW_MS } from './match-fingerprint';
import type { PlayerMatchRecord } from './player-match-record';

/** The fingerprint of the real match a record is a copy of (the player's team first; order does not matter). */
export function recordFingerprint(record: PlayerMatchRecord): string {
  const ownTeam = record.partner === null ? [record.userId] : [record.userId, record.partner.userId];
  return matchFingerprint({
    sport: record.sport,
    teams: [ownTeam, record.opponents.map((person) => person.userId)],
    setScores: record.sets.map((set) => ({ player1: set.own, player2: set.rival })),
  });
}

/** Earlier end first; the match id settles equal ends, so the copy kept never depends on the input order. */
function byEndThenId(a: PlayerMatchRecord, b: PlayerMatchRecord): number {
  if (a.endedAt !== b.endedAt) return a.endedAt - b.endedAt;
  return a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;
}

/**
 * The records with every real match once (decision 035): a match id listed again is dropped, and of
 * the copies of one real match (`sameRealMatch`) the earliest ended is kept. Records are grouped by
 * status and fingerprint in a map, so the work is one pass plus a sort of each group's few copies;
 * within a group, a record within `SAME_MATCH_WINDOW_MS` of the copy kept last is that match again,
 * a later one starts a new match. The result is in no particular order; the same set of records gives
 * the same result in any order, and applying this twice changes nothing.
 */
export function uniqueRecords(records: readonly PlayerMatchRecord[]): PlayerMatchRecord[] {
  const result: PlayerMatchRecord[] = [];
  const groups = new Map<string, PlayerMatchRecord[]>();
  const seen = new Set<string>();
  for (const record of records) {
    // One saved match listed twice (say, as owner and as participant) is one record.
    if (seen.has(record.matchId)) continue;
    seen.add(record.matchId);
    const fingerprint = recordFingerprint(record);
    if (!mayHaveCopies(fingerprint)) {
      result.push(record);
      continue;
    }
    // An abandoned copy never stands for a completed one (it never counts), so each status groups apart.
    const key = `${record.status} ${fingerprint}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [record]);
    else group.push(record);
  }
  for (const group of groups.values()) {
    group.sort(byEndThenId);
    let kept: PlayerMatchRecord | undefined;
    for (const record of group) {
      if (kept !== undefined && record.endedAt - kept.endedAt <= SAME_MATCH_WINDOW_MS) continue;
      kept = record;
      result.push(record);
    }
  }
  return result;
}
