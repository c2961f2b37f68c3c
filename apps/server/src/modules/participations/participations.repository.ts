import type { InvitePosition } from '@marcador/contracts';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { matches, matchParticipants } from '../../db/schema';
import { invitePosition } from '../matches/invite-position';
import { type SummaryRow, summaryColumns } from '../matches/matches.repository';

/** A match the user was added to, with its creator's name, the user's place and when they were added. */
export interface ParticipationRow {
  match: SummaryRow;
  creatorName: string;
  /** The position of the user's invitation (the side they played on); null when the set-up names none. */
  seat: InvitePosition | null;
  /** ISO time with microseconds (the stored precision), so a page's cursor skips no tie. */
  addedAt: string;
}

/** A page of participations: at most `limit`, after the cursor (`before`, then `beforeId`). */
export interface ParticipationsPage {
  limit: number;
  before?: string;
  beforeId?: string;
}

const creator = alias(matchParticipants, 'creator');
const participant = matchParticipants;

/** The user's rows as a participant of someone else's match (the partial index's rows). */
const asParticipant = (userId: string) =>
  and(eq(participant.userId, userId), eq(participant.role, 'participant'), ne(matches.ownerId, userId));

/** The matches users were added to by other players (decision 033); read-only. */
export function participationsRepository(db: Db) {
  const select = () =>
    db
      .select({
        ...summaryColumns,
        creatorName: sql<string>`coalesce(${creator.playerName}, '')`,
        seat: invitePosition(participant),
        addedAt: sql<string>`to_char(${participant.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(participant)
      .innerJoin(matches, eq(matches.id, participant.matchId))
      .leftJoin(creator, and(eq(creator.matchId, participant.matchId), eq(creator.role, 'creator')));
  const toRow = ({
    creatorName,
    seat,
    addedAt,
    ...match
  }: SummaryRow & Omit<ParticipationRow, 'match'>): ParticipationRow => ({ match, creatorName, seat, addedAt });
  return {
    /** A page, newest first (added, then match id), and whether more follow. */
    async page(userId: string, { limit, before, beforeId }: ParticipationsPage) {
      let after: SQL | undefined;
      if (before !== undefined && beforeId !== undefined) {
        after = sql`(${participant.createdAt}, ${participant.matchId}) < (${before}::timestamptz, ${beforeId})`;
      } else if (before !== undefined) {
        after = sql`${participant.createdAt} < ${before}::timestamptz`;
      }
      const rows = await select()
        .where(and(asParticipant(userId), after))
        .orderBy(desc(participant.createdAt), desc(participant.matchId))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).map(toRow), hasMore: rows.length > limit };
    },
    /** One match the user was added to; null for any other (their own, someone else's, unknown). */
    async find(userId: string, matchId: string): Promise<ParticipationRow | null> {
      const [row] = await select().where(and(asParticipant(userId), eq(participant.matchId, matchId)));
      return row ? toRow(row) : null;
    },
  };
}
