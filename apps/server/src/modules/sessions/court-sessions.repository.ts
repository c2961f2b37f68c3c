import { type CourtSessionStatus, SESSION_MINUTES_RANGE } from '@marcador/domain';
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connections, courtSessionPlayers, courtSessions, courts, users, venues } from '../../db/schema';
import { lockUntilTransactionEnds } from '../../db/transaction-lock';

/**
 * No session is longer: one that overlaps an instant started at most this long before it, so reads
 * by time bound their start and the (venue, start) index bounds the scan.
 */
export const LONGEST_SESSION_MS = SESSION_MINUTES_RANGE.max * 60_000;

/** What a session's answers and rules read of its venue. */
export interface SessionVenue {
  id: string;
  name: string;
  address: string;
  timeZone: string;
  /** Its court admin (managesVenue), null once that account is deleted. */
  createdBy: string | null;
  isActive: boolean;
}

/** A session's player: an account (named as its profile is now) or a typed name. */
export interface SessionPlayerRow {
  userId: string | null;
  name: string;
}

/** A session with its venue, court and players, in order: what the presenter and the rules read. */
export interface CourtSessionRow {
  id: string;
  venue: SessionVenue;
  court: { id: string; name: string };
  startsAt: Date;
  endsAt: Date;
  status: CourtSessionStatus;
  notes: string;
  createdBy: string | null;
  players: SessionPlayerRow[];
}

/** What a new or changed session stores. */
export interface SessionWrite {
  courtId: string;
  startsAt: Date;
  endsAt: Date;
  notes: string;
}

/** Where a page of my sessions stopped: the last session's start and id. */
export type SessionsCursor = readonly [startsAt: Date, id: string];

const venueColumns = {
  id: venues.id,
  name: venues.name,
  address: venues.address,
  timeZone: venues.timeZone,
  createdBy: venues.createdBy,
  isActive: venues.isActive,
};

const sessionColumns = {
  id: courtSessions.id,
  venue: venueColumns,
  court: { id: courts.id, name: courts.name },
  startsAt: courtSessions.startsAt,
  endsAt: courtSessions.endsAt,
  status: courtSessions.status,
  notes: courtSessions.notes,
  createdBy: courtSessions.createdBy,
};

/**
 * The session is the user's: they booked it or play in it. A union of the two indexed lookups (by
 * booker, by player), which an OR of the two would leave to a scan of every session.
 */
const involves = (userId: string) =>
  sql`${courtSessions.id} in (select ${courtSessions.id} from ${courtSessions} where ${courtSessions.createdBy} = ${userId}
    union select ${courtSessionPlayers.sessionId} from ${courtSessionPlayers} where ${courtSessionPlayers.userId} = ${userId})`;

/**
 * Court sessions (decision 048): reads with their venue, court and players for every sessions answer
 * (the sessions routes, the venue's lists and dashboard), and the writes of the sessions service. Two
 * sessions never overlap on a court: the exclusion constraint `court_sessions_no_overlap` refuses the
 * second write (SQLSTATE 23P01, see session-clash.ts), so no read-then-write race exists here. Writes
 * of one court take turns (`courtTurn`): two simultaneous inserts that each meet the other's
 * uncommitted row under an exclusion constraint wait on each other, a deadlock PostgreSQL breaks by
 * failing one of them after a second (decision 048, "Deadlocks").
 */
export function courtSessionsRepository(db: Db) {
  /**
   * Waits for the court's other writes to commit, then holds its turn until the transaction `db`
   * ends: the constraint then meets only committed rows, and refuses a clash at once.
   */
  const courtTurn = (courtId: string) => lockUntilTransactionEnds(db, `court-sessions:${courtId}`);

  /** The session's players become `players`, in order. */
  async function replacePlayers(sessionId: string, players: readonly SessionPlayerRow[]): Promise<void> {
    await db.delete(courtSessionPlayers).where(eq(courtSessionPlayers.sessionId, sessionId));
    if (players.length === 0) return;
    await db
      .insert(courtSessionPlayers)
      .values(players.map((player, position) => ({ sessionId, position, ...player })));
  }

  /** A session's row as read, before its players join it. */
  type SessionReadRow = Omit<CourtSessionRow, 'players' | 'status'> & { status: string };

  /**
   * The players of the sessions `ids`, in order: the account's name as it is now, the stored name once
   * the account is gone. Prepared once, as the venue's reads below.
   */
  const playersOf = db
    .select({
      sessionId: courtSessionPlayers.sessionId,
      userId: courtSessionPlayers.userId,
      name: sql<string>`coalesce(${users.name}, ${courtSessionPlayers.name})`,
    })
    .from(courtSessionPlayers)
    .leftJoin(users, eq(users.id, courtSessionPlayers.userId))
    .where(sql`${courtSessionPlayers.sessionId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(courtSessionPlayers.sessionId), asc(courtSessionPlayers.position))
    .prepare('court_session_players_of');

  /** `rows` with their players. */
  async function withPlayersOf(rows: SessionReadRow[]): Promise<CourtSessionRow[]> {
    if (rows.length === 0) return [];
    const players = await playersOf.execute({ ids: rows.map((row) => row.id) });
    const bySession = new Map<string, SessionPlayerRow[]>();
    for (const { sessionId, ...player } of players) {
      const list = bySession.get(sessionId) ?? [];
      list.push(player);
      bySession.set(sessionId, list);
    }
    return rows.map((row) => ({
      ...row,
      status: row.status as CourtSessionStatus,
      players: bySession.get(row.id) ?? [],
    }));
  }

  const sessionRows = () =>
    db
      .select(sessionColumns)
      .from(courtSessions)
      .innerJoin(courts, eq(courts.id, courtSessions.courtId))
      .innerJoin(venues, eq(venues.id, courtSessions.venueId));

  /** The sessions matching `where`, in `order`, each with its players. */
  async function withPlayers(where: SQL | undefined, order: SQL[], limit: number): Promise<CourtSessionRow[]> {
    return withPlayersOf(
      await sessionRows()
        .where(where)
        .orderBy(...order)
        .limit(limit),
    );
  }

  // The dashboard's and the day list's reads are prepared once: PostgreSQL planned each three-table
  // join again per request otherwise, 3-4 ms of parse and bind under load (decision 048's figures).
  const venueStarts = { venueId: sql.placeholder('venueId'), from: sql.placeholder('from') };
  const inVenueOrder = [asc(courtSessions.startsAt), asc(courts.position), asc(courtSessions.id)];
  const venueFrom = and(
    sql`${courtSessions.venueId} = ${venueStarts.venueId}::uuid`,
    sql`${courtSessions.startsAt} >= ${venueStarts.from}::timestamptz`,
  );
  const forVenueRows = sessionRows()
    .where(and(venueFrom, sql`${courtSessions.startsAt} < ${sql.placeholder('to')}::timestamptz`))
    .orderBy(...inVenueOrder)
    .limit(sql.placeholder('limit'))
    .prepare('court_sessions_for_venue');
  const upcomingRows = sessionRows()
    .where(
      and(
        venueFrom,
        sql`${courtSessions.endsAt} > ${sql.placeholder('now')}::timestamptz`,
        ne(courtSessions.status, 'cancelled'),
        ne(courtSessions.status, 'finished'),
      ),
    )
    .orderBy(...inVenueOrder)
    .limit(sql.placeholder('limit'))
    .prepare('court_sessions_upcoming');

  return {
    /** One session, or null. */
    async findById(id: string): Promise<CourtSessionRow | null> {
      const [row] = await withPlayers(eq(courtSessions.id, id), [], 1);
      return row ?? null;
    },

    /** The sessions of `ids` (the venue's players' latest), newest first. */
    byIds: (ids: readonly string[]): Promise<CourtSessionRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : withPlayers(
            inArray(courtSessions.id, [...ids]),
            [desc(courtSessions.startsAt), desc(courtSessions.id)],
            ids.length,
          ),

    /** Locks a session's row for the change of the transaction `db` is (so two edits queue, not interleave). */
    async lock(id: string): Promise<void> {
      await db.select({ id: courtSessions.id }).from(courtSessions).where(eq(courtSessions.id, id)).for('update');
    },

    /**
     * The venue's sessions starting in [from, to), by start and then the court's place, cancelled ones
     * included (the list shows them as such); at most `limit`.
     */
    forVenue: async (venueId: string, from: Date, to: Date, limit: number) =>
      withPlayersOf(await forVenueRows.execute({ venueId, from: from.toISOString(), to: to.toISOString(), limit })),

    /** The venue's next sessions that have not ended at `now` and are not cancelled, soonest first. */
    upcomingForVenue: async (venueId: string, now: Date, limit: number) =>
      withPlayersOf(
        await upcomingRows.execute({
          venueId,
          from: new Date(now.getTime() - LONGEST_SESSION_MS).toISOString(),
          now: now.toISOString(),
          limit,
        }),
      ),

    /**
     * The user's sessions (booked by them or with them as a player): `upcoming` are those not ended
     * at `now`, soonest first; `past` the ended ones, newest first; after `cursor` when given.
     */
    mine(userId: string, when: 'upcoming' | 'past', now: Date, cursor: SessionsCursor | null, limit: number) {
      const upcoming = when === 'upcoming';
      const side = upcoming ? gt(courtSessions.endsAt, now) : lte(courtSessions.endsAt, now);
      const key = cursor && sql`(${cursor[0].toISOString()}::timestamptz, ${cursor[1]}::uuid)`;
      const after = key
        ? upcoming
          ? sql`(${courtSessions.startsAt}, ${courtSessions.id}) > ${key}`
          : sql`(${courtSessions.startsAt}, ${courtSessions.id}) < ${key}`
        : undefined;
      const direction = upcoming ? asc : desc;
      return withPlayers(
        and(involves(userId), side, after),
        [direction(courtSessions.startsAt), direction(courtSessions.id)],
        limit,
      );
    },

    /** Names (display names) of the accounts among `ids` that exist. */
    async accountNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Those of `ids` who are connections of `userId` (the network). */
    async connectionsAmong(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: connections.contactId })
        .from(connections)
        .where(and(eq(connections.userId, userId), inArray(connections.contactId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * The session on `courtId` that is not cancelled and overlaps [startsAt, endsAt), other than
     * `exceptId`: the one a refused write clashed with. Null when it was cancelled meanwhile.
     */
    async clashing(
      courtId: string,
      startsAt: Date,
      endsAt: Date,
      exceptId: string | null,
    ): Promise<Pick<CourtSessionRow, 'court' | 'startsAt' | 'endsAt'> | null> {
      const [row] = await db
        .select({ court: sessionColumns.court, startsAt: courtSessions.startsAt, endsAt: courtSessions.endsAt })
        .from(courtSessions)
        .innerJoin(courts, eq(courts.id, courtSessions.courtId))
        .where(
          and(
            eq(courtSessions.courtId, courtId),
            ne(courtSessions.status, 'cancelled'),
            lt(courtSessions.startsAt, endsAt),
            gt(courtSessions.endsAt, startsAt),
            exceptId ? ne(courtSessions.id, exceptId) : undefined,
          ),
        )
        .orderBy(asc(courtSessions.startsAt))
        .limit(1);
      return row ?? null;
    },

    /** Stores a new session and its players; its id. */
    async insert(
      fields: SessionWrite & { venueId: string; createdBy: string },
      players: readonly SessionPlayerRow[],
    ): Promise<string> {
      await courtTurn(fields.courtId);
      const [row] = await db.insert(courtSessions).values(fields).returning({ id: courtSessions.id });
      if (!row) throw new Error('insert returned no row');
      await replacePlayers(row.id, players);
      return row.id;
    },

    /**
     * Changes a session's stored fields; `courtId` is the court it is on once changed (its new one
     * when it moves): every write of the row meets the constraint again, so it takes that court's turn.
     */
    async update(
      id: string,
      courtId: string,
      changes: Partial<SessionWrite> & { status?: CourtSessionStatus },
    ): Promise<void> {
      await courtTurn(courtId);
      await db
        .update(courtSessions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(courtSessions.id, id));
    },

    replacePlayers,
  };
}

export type CourtSessionsRepository = ReturnType<typeof courtSessionsRepository>;
