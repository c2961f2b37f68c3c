import { and, asc, count, desc, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { transaction } from '../../db/after-commit';
import { callBatcher } from '../../db/call-batcher';
import { type Db, preparedStatement } from '../../db/database';
import { type MatchStatus, matchEntries, matches, matchParticipants, matchSessionLogs } from '../../db/schema';
import type { EntryRecord, FoldProgress } from './match-log';

/** A match row. */
export type MatchRow = typeof matches.$inferSelect;

/** The columns a match's summary is shown from (the history list reads no others). */
export const summaryColumns = {
  id: matches.id,
  status: matches.status,
  config: matches.config,
  rules: matches.rules,
  score: matches.score,
  result: matches.result,
  startedAt: matches.startedAt,
  endedAt: matches.endedAt,
  createdAt: matches.createdAt,
  updatedAt: matches.updatedAt,
  entryCount: matches.entryCount,
};
/** A match as its summary needs it: stored when the match changes, never folded on reading. */
export type SummaryRow = Pick<MatchRow, keyof typeof summaryColumns>;
/** A history page's entry: which match, at which revision (every change of the row moves it). */
export type HistoryKey = Pick<MatchRow, 'id' | 'revision'>;
/** What creating a match sets; the rest takes the table's defaults. */
export type NewMatch = Pick<
  typeof matches.$inferInsert,
  'id' | 'ownerId' | 'config' | 'rules' | 'score' | 'fold' | 'startedAt'
>;
/** What an update may change (updated_at and revision always move). */
export type MatchChanges = Partial<
  Pick<
    MatchRow,
    | 'status'
    | 'config'
    | 'rules'
    | 'score'
    | 'fold'
    | 'lastSeq'
    | 'result'
    | 'startedAt'
    | 'endedAt'
    | 'entryCount'
    | 'entriesHeld'
    | 'factsRecorded'
  >
>;
/** What an append found and did, read in the same statement that stored the entries. */
export interface AppendOutcome {
  status: MatchStatus;
  fold: MatchRow['fold'];
  lastSeq: number;
  entryCount: number;
  revision: number;
  /** Entries the match held before this batch. */
  heldBefore: number;
  /** Entries of the batch the match already held. */
  alreadyHeld: number;
  /**
   * False when the batch's new entries would take the match past the cap (or it is completed): then
   * nothing was stored.
   */
  hasRoom: boolean;
  /** The entries stored now (none for a completed match). */
  inserted: EntryRecord[];
}
export type NewParticipant = typeof matchParticipants.$inferInsert;
/** A participant row a completion added. */
export type AddedParticipant = Pick<typeof matchParticipants.$inferSelect, 'userId' | 'role'>;
export type SessionLog = Omit<typeof matchSessionLogs.$inferInsert, 'createdAt' | 'updatedAt'>;

/** What the one-statement append of a cached fold did. */
export interface ExtendOutcome {
  /** Entries of the batch stored now. */
  inserted: number;
  /**
   * The row's new revision, entry count and update time when the fold was saved with them, and its
   * spectator link and scorer's last sign as the statement left them; null when it was not saved.
   */
  saved: Pick<MatchRow, 'revision' | 'entriesHeld' | 'updatedAt' | 'spectatorToken' | 'scorerSeenAt'> | null;
}

/** A page of a user's history. */
export interface HistoryQuery {
  status?: MatchStatus;
  limit: number;
  /** ISO time: only matches created before it (or at it with a smaller id, when `beforeId` is given). */
  before?: string;
  beforeId?: string;
  /** Show only the latest this many completed matches (free plan); null shows all. */
  completedCap: number | null;
}

/** The raw row of the append statement (times as epoch milliseconds, which both drivers read alike). */
interface AppendRow {
  status: MatchStatus;
  fold: MatchRow['fold'];
  last_seq: number;
  entry_count: number;
  revision: number;
  held_before: number;
  already_held: number;
  has_room: boolean;
  inserted: (Omit<EntryRecord, 'at'> & { at: number })[];
}

/** The columns an entry is read back with. */
const entryColumns = {
  id: matchEntries.id,
  seq: matchEntries.seq,
  type: matchEntries.type,
  payload: matchEntries.payload,
  at: matchEntries.at,
};

const p = sql.placeholder;

/**
 * Every write of a shared match marks the scorer as seen (spectators see "offline" without it) in the
 * statement that writes the row anyway; an unshared match keeps its value (the column is not indexed:
 * still a HOT update).
 */
const SEEN_IF_SHARED = sql`case when ${matches.spectatorToken} is not null then now() else ${matches.scorerSeenAt} end`;

/** A batch as the statements read it: entries with their times as ISO text. */
const batchRecords = (entries: readonly EntryRecord[]) =>
  entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
/** The entries of a JSON batch (`batchRecords`) as rows `e`. */
const entriesOf = (batch: SQL) =>
  sql`jsonb_to_recordset(${batch}) as e(id text, seq integer, type text, payload jsonb, at timestamptz)`;
const incomingEntries = entriesOf(sql`${p('batch')}::jsonb`);

/**
 * Whether match `matchId` already holds the entry `entryId`: one probe of the entries' primary key
 * per entry of the batch. A plain join let the planner read every entry of the match (a bitmap scan
 * on match_id, ids filtered after), so an append cost grew with the match's log.
 */
const heldProbe = (matchId: SQL, entryId: SQL) =>
  sql`select 1 from ${matchEntries} m where m.match_id = ${matchId} and m.id = ${entryId} limit 1`;

/** See `appendEntries`. */
const APPEND_SQL = sql`
  with target as (
    select status, fold, last_seq, entry_count, entries_held, revision
    from ${matches} where ${matches.id} = ${p('id')} and ${matches.ownerId} = ${p('ownerId')}
    for no key update
  ),
  incoming as (select * from ${incomingEntries}),
  held as (select e.id from incoming e cross join lateral (${heldProbe(sql`${p('id')}`, sql`e.id`)}) found),
  room as (
    select 1 from target t where t.status <> 'completed'
      and t.entries_held + (select count(*) from incoming) - (select count(*) from held) <= ${p('cap')}::int
  ),
  inserted as (
    insert into ${matchEntries} (match_id, id, seq, type, payload, at)
    select ${p('id')}, e.id, e.seq, e.type, e.payload, e.at from incoming e
    where exists (select 1 from room)
    on conflict do nothing
    returning id, seq, type, payload, at
  ),
  bumped as (
    update ${matches} set revision = ${matches.revision} + 1,
      entries_held = ${matches.entriesHeld} + (select count(*) from inserted)
    where ${matches.id} = ${p('id')} and exists (select 1 from inserted)
    returning ${matches.revision}
  )
  select t.status, t.fold, t.last_seq, t.entry_count, coalesce((select revision from bumped), t.revision) as revision,
    t.entries_held as held_before,
    (select count(*)::int from held) as already_held,
    exists (select 1 from room) as has_room,
    coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'seq', i.seq, 'type', i.type,
      'payload', i.payload, 'at', (extract(epoch from i.at) * 1000)::float8)) from inserted i), '[]'::jsonb)
      as inserted
  from target t
`;

/** One match's points in the batched append (column names as the statement reads them). */
interface ExtendItem {
  id: string;
  owner_id: string;
  revision: number;
  batch: ReturnType<typeof batchRecords>;
  batch_size: number;
  score: FoldProgress['score'];
  fold: FoldProgress['fold'];
  last_seq: number;
  entry_count: number;
}

/**
 * Batched appends in flight at once, and matches per batch: a few of the pool's connections, and a
 * statement that holds its row locks for a few milliseconds at most.
 */
const APPEND_BATCHES_IN_FLIGHT = 4;
const APPEND_BATCH_SIZE = 64;

/** The raw row of the one-statement append, one per item. */
interface ExtendRow {
  inserted: number;
  revision: number | null;
  entries_held: number | null;
  updated_at: number | null;
  spectator_token: string | null;
  scorer_seen_at: number | null;
}

/**
 * See `appendExtending`: the points of several matches in one statement, one item per match (never
 * twice the same match). Each item's row is locked in the items' order (the caller sorts them by id,
 * so two batches in flight never wait on each other in a cycle) and only while still at the item's
 * revision and not completed; an item's entries are stored only when its row is locked and none of
 * them is held already, and its fold is saved only when all of them were stored. The locks and the
 * held-entry probes are lateral lookups by primary key, so each item costs index probes whatever the
 * size of the tables.
 */
const APPEND_EXTENDING_SQL = sql`
  with item as (
    select * from jsonb_to_recordset(${p('items')}::jsonb) as r(
      id text, owner_id text, revision integer, batch jsonb, batch_size integer,
      score jsonb, fold jsonb, last_seq integer, entry_count integer, k integer)
  ),
  target as (
    select t.id from item r cross join lateral (
      select ${matches.id} from ${matches}
      where ${matches.id} = r.id and ${matches.ownerId} = r.owner_id
        and ${matches.revision} = r.revision and ${matches.status} <> 'completed'
      for no key update
    ) t
  ),
  incoming as (select r.id as match_id, e.* from item r cross join lateral ${entriesOf(sql`r.batch`)}),
  held as (
    select distinct i.match_id from incoming i
    cross join lateral (${heldProbe(sql`i.match_id`, sql`i.id`)}) found
  ),
  inserted as (
    insert into ${matchEntries} (match_id, id, seq, type, payload, at)
    select i.match_id, i.id, i.seq, i.type, i.payload, i.at from incoming i
    where i.match_id in (select id from target) and i.match_id not in (select match_id from held)
    on conflict do nothing
    returning match_id
  ),
  stored as (select match_id, count(*)::int as n from inserted group by match_id),
  saved as (
    update ${matches} set
      score = r.score, fold = r.fold, last_seq = r.last_seq, entry_count = r.entry_count,
      entries_held = ${matches.entriesHeld} + r.batch_size,
      status = 'in_progress', ended_at = null, updated_at = now(), revision = ${matches.revision} + 1,
      scorer_seen_at = ${SEEN_IF_SHARED}
    from item r join stored s on s.match_id = r.id and s.n = r.batch_size
    where ${matches.id} = r.id and ${matches.id} in (select id from target)
    returning ${matches.id}, ${matches.revision}, ${matches.entriesHeld},
      (extract(epoch from ${matches.updatedAt}) * 1000)::float8 as updated_at, ${matches.spectatorToken},
      (extract(epoch from ${matches.scorerSeenAt}) * 1000)::float8 as scorer_seen_at
  )
  select coalesce(s.n, 0) as inserted, v.revision, v.entries_held, v.updated_at, v.spectator_token, v.scorer_seen_at
  from item r left join stored s on s.match_id = r.id left join saved v on v.id = r.id
  order by r.k
`;

/**
 * The owner's completed matches. 'completed' is written into the statement, not bound: only then may
 * a plan made once (a prepared statement's) read the partial index of completed matches; with a bound
 * value PostgreSQL plans every execution anew.
 */
const completedOf = (owner: Placeholder | string) =>
  and(eq(matches.ownerId, owner), sql`${matches.status} = 'completed'`);

/** Which optional parts a history query has: each shape is one prepared statement. */
interface HistoryShape {
  status: boolean;
  before: 'none' | 'time' | 'time-and-id';
  capped: boolean;
}

const shapeOf = (query: HistoryQuery): HistoryShape => ({
  status: query.status !== undefined,
  before: query.before === undefined ? 'none' : query.beforeId === undefined ? 'time' : 'time-and-id',
  capped: query.completedCap !== null,
});

/** The prepared statement's name, one per shape: also the key it is kept under. */
const statementName = (shape: HistoryShape) =>
  `matches_history_${shape.status ? 's' : ''}${shape.before}_${shape.capped ? 'capped' : 'all'}`;

/**
 * A history page as one row: its keys written out in order (`id:revision,id:revision,...`; ids are
 * URL-safe, so neither separator occurs in one) and, with a cap, the owner's count of completed
 * matches; both null for an empty page.
 */
interface HistoryPageRow {
  keys: string | null;
  completed_total: number | null;
}

/** A history page's keys as the database wrote them (see HistoryPageRow), and the completed count. */
export interface HistoryPageKeys {
  written: string;
  completedTotal: number;
}

/** The keys of a page written as `id:revision,...`, in their order. */
export function readHistoryKeys(written: string): HistoryKey[] {
  if (written === '') return [];
  return written.split(',').map((key) => {
    const colon = key.lastIndexOf(':');
    return { id: key.slice(0, colon), revision: Number(key.slice(colon + 1)) };
  });
}

/**
 * The history page's statements, built and prepared once per shape of query (at most 12), so a page
 * costs neither a query build in drizzle nor a plan in PostgreSQL: the list is read on every visit.
 * The page comes back as one row, its keys written out as one text: the caller compares it with the
 * page it wrote last time and, when equal, sends that again without reading the keys one by one.
 */
function historyStatements(db: Db) {
  const keyColumns = { id: matches.id, revision: matches.revision, createdAt: matches.createdAt };
  /** The page's rows as one: its keys in the page's order, and the completed count. */
  const asOneRow = (page: SQL) =>
    sql`select string_agg(q.id || ':' || q.revision, ',' order by q.created_at desc, q.id desc) as keys,
      min(q.completed_total)::int as completed_total from (${page}) q`;
  const completedTotal = (value: SQL) => sql<number>`${value}`.as('completed_total');
  const owner = sql.placeholder('ownerId');
  const completedOfOwner = completedOf(owner);
  const newestFirst = [desc(matches.createdAt), desc(matches.id)] as const;
  const build = (shape: HistoryShape) => {
    const conditions: (SQL | undefined)[] = [eq(matches.ownerId, owner)];
    if (shape.status) conditions.push(eq(matches.status, sql.placeholder('status')));
    if (shape.before === 'time') conditions.push(sql`${matches.createdAt} < ${sql.placeholder('before')}::timestamptz`);
    if (shape.before === 'time-and-id') {
      const before = sql`(${sql.placeholder('before')}::timestamptz, ${sql.placeholder('beforeId')}::text)`;
      conditions.push(sql`(${matches.createdAt}, ${matches.id}) < ${before}`);
    }
    const name = statementName(shape);
    if (!shape.capped) {
      const query = db
        .select({ ...keyColumns, completedTotal: completedTotal(sql`0`) })
        .from(matches)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'));
      return preparedStatement<HistoryPageRow>(db, name, asOneRow(query.getSQL()));
    }
    const shown = db
      .select({ id: matches.id })
      .from(matches)
      .where(completedOfOwner)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('cap'));
    conditions.push(or(ne(matches.status, 'completed'), inArray(matches.id, shown)));
    const completed = db.select({ n: count() }).from(matches).where(completedOfOwner);
    const query = db
      .select({ ...keyColumns, completedTotal: completedTotal(sql`(${completed})::int`) })
      .from(matches)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'));
    return preparedStatement<HistoryPageRow>(db, name, asOneRow(query.getSQL()));
  };
  const prepared = new Map<string, ReturnType<typeof build>>();
  const countCompleted = db
    .select({ n: count() })
    .from(matches)
    .where(completedOfOwner)
    .prepare('matches_completed_count');
  const summaries = db
    .select({ ...summaryColumns, revision: matches.revision })
    .from(matches)
    .where(
      and(
        eq(matches.ownerId, owner),
        sql`${matches.id} in (select jsonb_array_elements_text(${sql.placeholder('ids')}::jsonb))`,
      ),
    )
    .prepare('matches_summaries');
  return {
    /**
     * A page of the owner's matches, newest first (created_at, then id): which matches at which
     * revision (their summaries are read by `summaries`, for those the caller has not kept), and with
     * a cap the owner's count of completed matches, read in the same statement (a second query only
     * for an empty page).
     */
    async page(ownerId: string, query: HistoryQuery): Promise<HistoryPageKeys> {
      const shape = shapeOf(query);
      const name = statementName(shape);
      let statement = prepared.get(name);
      if (!statement) {
        statement = build(shape);
        prepared.set(name, statement);
      }
      const [page] = await statement({
        ownerId,
        status: query.status,
        before: query.before,
        beforeId: query.beforeId,
        cap: query.completedCap,
        limit: query.limit,
      });
      if (!page?.keys) {
        if (!shape.capped) return { written: '', completedTotal: 0 };
        const [row] = await countCompleted.execute({ ownerId });
        return { written: '', completedTotal: row?.n ?? 0 };
      }
      return { written: page.keys, completedTotal: page.completed_total ?? 0 };
    },

    /**
     * The stored summaries of the owner's matches among `ids`, with their revisions, in no order
     * (someone else's id, or a match deleted since, is left out): never the fold nor the log.
     */
    summaries(ownerId: string, ids: readonly string[]): Promise<(SummaryRow & HistoryKey)[]> {
      return summaries.execute({ ownerId, ids: JSON.stringify(ids) });
    },
  };
}

/** The queries of the matches aggregate, on a connection or inside a transaction. */
function matchQueries(db: Db) {
  const owned = (id: string, ownerId: string) => and(eq(matches.id, id), eq(matches.ownerId, ownerId));
  return {
    /** Creates the match unless its id exists (whoever holds it); null when it did. */
    async insertIfAbsent(values: NewMatch): Promise<MatchRow | null> {
      const [row] = await db.insert(matches).values(values).onConflictDoNothing({ target: matches.id }).returning();
      return row ?? null;
    },

    /** The owner's match; someone else's id reads as missing. */
    async findOwned(id: string, ownerId: string): Promise<MatchRow | null> {
      const [row] = await db.select().from(matches).where(owned(id, ownerId));
      return row ?? null;
    },

    /** As findOwned, locking the row until the transaction ends (writes to one match run one at a time). */
    async lockOwned(id: string, ownerId: string): Promise<MatchRow | null> {
      const [row] = await db.select().from(matches).where(owned(id, ownerId)).for('update');
      return row ?? null;
    },

    async update(id: string, changes: MatchChanges): Promise<MatchRow> {
      const [row] = await db
        .update(matches)
        .set({
          ...changes,
          updatedAt: sql`now()`,
          revision: sql`${matches.revision} + 1`,
          scorerSeenAt: SEEN_IF_SHARED,
        })
        .where(eq(matches.id, id))
        .returning();
      if (!row) throw new Error(`match ${id} vanished during an update`);
      return row;
    },

    /**
     * Up to `limit` completed matches whose facts are not recorded (decision 042), in end order, with
     * the players their session log names, locked until the transaction ends.
     */
    lockUnrecordedCompleted(limit: number) {
      return db
        .select({ match: matches, players: matchSessionLogs.players })
        .from(matches)
        .innerJoin(matchSessionLogs, eq(matchSessionLogs.matchId, matches.id))
        .where(and(eq(matches.status, 'completed'), eq(matches.factsRecorded, false)))
        .orderBy(asc(matches.endedAt), asc(matches.id))
        .limit(limit)
        .for('update', { of: matches });
    },

    /** Marks the facts of a match recorded, leaving its revision and update time as they are. */
    async markFactsRecorded(id: string): Promise<void> {
      await db.update(matches).set({ factsRecorded: true }).where(eq(matches.id, id));
    },

    /** Every entry of the match, by sequence then id. */
    async entriesOf(matchId: string): Promise<EntryRecord[]> {
      return db
        .select(entryColumns)
        .from(matchEntries)
        .where(eq(matchEntries.matchId, matchId))
        .orderBy(asc(matchEntries.seq), asc(matchEntries.id));
    },

    /** The owner's completed matches listed before `match` in the history (created later, ties by larger id). */
    async countCompletedNewer(ownerId: string, match: Pick<MatchRow, 'id' | 'createdAt'>): Promise<number> {
      const newer = sql`(${matches.createdAt}, ${matches.id}) > (${match.createdAt.toISOString()}::timestamptz, ${match.id})`;
      const [row] = await db
        .select({ n: count() })
        .from(matches)
        .where(and(completedOf(ownerId), newer));
      return row?.n ?? 0;
    },

    /**
     * Adds participants; one per (match, e-mail), so a repeated completion adds nobody twice. Answers
     * the rows added now (none of those already there).
     */
    async addParticipants(participants: readonly NewParticipant[]): Promise<AddedParticipant[]> {
      if (participants.length === 0) return [];
      return db
        .insert(matchParticipants)
        .values([...participants])
        .onConflictDoNothing()
        .returning({ userId: matchParticipants.userId, role: matchParticipants.role });
    },

    async participantsOf(matchId: string) {
      return db.select().from(matchParticipants).where(eq(matchParticipants.matchId, matchId));
    },

    /** Writes the match's session log, replacing an earlier one (an abandoned match completed later). */
    async saveSessionLog(log: SessionLog): Promise<void> {
      const { matchId, ...rest } = log;
      await db
        .insert(matchSessionLogs)
        .values(log)
        .onConflictDoUpdate({ target: matchSessionLogs.matchId, set: { ...rest, updatedAt: sql`now()` } });
    },

    async sessionLogOf(matchId: string) {
      const [row] = await db.select().from(matchSessionLogs).where(eq(matchSessionLogs.matchId, matchId));
      return row ?? null;
    },
  };
}

/** The matches aggregate's queries bound to one transaction. */
export type MatchQueries = ReturnType<typeof matchQueries>;

/**
 * Matches, their log entries, participants and session logs: one aggregate, so the multi-step
 * writes run in one transaction (`transaction`) with the match row locked. The append path's two
 * statements (`appendEntries`, `saveFold`) run on their own, each atomic, outside any transaction.
 */
export function matchesRepository(db: Db) {
  // Prepared once: the statement every point of a live match runs.
  const saveFold = db
    .update(matches)
    .set({
      score: sql`${sql.placeholder('score')}::jsonb`,
      fold: sql`${sql.placeholder('fold')}::jsonb`,
      lastSeq: sql`${sql.placeholder('lastSeq')}::int`,
      entryCount: sql`${sql.placeholder('entryCount')}::int`,
      status: 'in_progress',
      endedAt: null,
      updatedAt: sql`now()`,
      revision: sql`${matches.revision} + 1`,
      scorerSeenAt: SEEN_IF_SHARED,
    })
    .where(and(eq(matches.id, sql.placeholder('id')), eq(matches.revision, sql.placeholder('revision'))))
    .returning()
    .prepare('matches_save_fold');
  const appendStatement = preparedStatement<AppendRow>(db, 'matches_append_entries', APPEND_SQL);
  const appendExtendingStatement = preparedStatement<ExtendRow>(db, 'matches_append_extending', APPEND_EXTENDING_SQL);
  // Points arriving while earlier ones are being written share a statement and a commit (decision 025).
  const appendExtendingBatched = callBatcher<ExtendItem, ExtendRow>({
    run: async (items) => {
      // Locked in id order: two batches in flight then never wait on each other in a cycle.
      const sorted = items.map((item, i) => ({ item, i })).sort((a, b) => (a.item.id < b.item.id ? -1 : 1));
      const rows = await appendExtendingStatement({
        items: JSON.stringify(sorted.map(({ item }, k) => ({ ...item, k }))),
      });
      const answers: ExtendRow[] = [];
      for (const [n, { i }] of sorted.entries()) {
        const row = rows[n];
        if (!row) throw new Error('the append statement returned fewer rows than items');
        answers[i] = row;
      }
      return answers;
    },
    keyOf: (item) => item.id,
    maxInFlight: APPEND_BATCHES_IN_FLIGHT,
    maxBatch: APPEND_BATCH_SIZE,
  });

  const history = historyStatements(db);
  return {
    ...matchQueries(db),
    history: history.page,
    summaries: history.summaries,

    /**
     * Saves an extended fold of a match in play, only while the row is still at `revision` (the one the
     * fold was read at); null when someone wrote in between. New entries also continue an abandoned match.
     */
    async saveFold(id: string, revision: number, progress: FoldProgress): Promise<MatchRow | null> {
      const [row] = await saveFold.execute({
        id,
        revision,
        score: JSON.stringify(progress.score),
        fold: JSON.stringify(progress.fold),
        lastSeq: progress.lastSeq,
        entryCount: progress.entryCount,
      });
      return row ?? null;
    },

    /**
     * Stores the new entries of a batch for the owner's match, in one statement that also reads what
     * the caller needs to fold them: the match's fold, how many entries it held before, and which of
     * the batch it already held. Nothing is stored for a completed match, nor when the new entries
     * would take it past `cap` entries (`hasRoom` false). The match row is locked for the statement,
     * so a finish (which locks it for update) never misses an entry stored with it, and its revision
     * and `entries_held` move whenever entries are stored: a revision therefore names the set of
     * entries held, which is what lets `appendExtending` trust a cached fold by its revision alone, and
     * the cap is checked against the count on the locked row, which concurrent appends cannot outrun
     * (PostgreSQL hands a locking read the row's latest version). The revision returned is the moved
     * one. Null when the owner has no such match.
     */
    async appendEntries(
      id: string,
      ownerId: string,
      entries: readonly EntryRecord[],
      cap: number,
    ): Promise<AppendOutcome | null> {
      const [row] = await appendStatement({ id, ownerId, batch: JSON.stringify(batchRecords(entries)), cap });
      if (!row) return null;
      return {
        status: row.status,
        fold: row.fold,
        lastSeq: row.last_seq,
        entryCount: row.entry_count,
        revision: row.revision,
        heldBefore: row.held_before,
        alreadyHeld: row.already_held,
        hasRoom: row.has_room,
        inserted: row.inserted.map((entry) => ({ ...entry, at: new Date(entry.at) })),
      };
    },

    /**
     * The fast path of a point: stores a batch and saves the fold it extends to, in one statement,
     * only when the row is still exactly what the caller's cached copy says: the same revision (every
     * statement that stores entries moves it, so the cached fold covers every entry held) and not
     * completed. The row is locked for the statement; a concurrent writer that moved it first makes this store
     * nothing, and so does a batch holding an entry the match already has (the general path sorts those
     * out). The caller checks the cap against its cached `entriesHeld`, which the revision vouches for.
     * Should entries be stored without the fold (`inserted` > 0, `saved` null), the caller refolds.
     */
    async appendExtending(
      id: string,
      ownerId: string,
      revision: number,
      entries: readonly EntryRecord[],
      progress: FoldProgress,
    ): Promise<ExtendOutcome> {
      const row = await appendExtendingBatched({
        id,
        owner_id: ownerId,
        revision,
        batch: batchRecords(entries),
        batch_size: entries.length,
        score: progress.score,
        fold: progress.fold,
        last_seq: progress.lastSeq,
        entry_count: progress.entryCount,
      });
      const saved =
        row.revision === null || row.entries_held === null || row.updated_at === null
          ? null
          : {
              revision: row.revision,
              entriesHeld: row.entries_held,
              updatedAt: new Date(row.updated_at),
              spectatorToken: row.spectator_token,
              scorerSeenAt: row.scorer_seen_at === null ? null : new Date(row.scorer_seen_at),
            };
      return { inserted: row.inserted, saved };
    },

    /**
     * Runs `work` in one transaction, with the queries bound to it and the transaction itself (for
     * another module's writes that must commit with it, such as a notification).
     */
    transaction<T>(work: (queries: MatchQueries, tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => work(matchQueries(tx), tx));
    },
  };
}
