/**
 * The bulk demo data's statements (decision 039): completed match summaries and what their finishes
 * would have written, many rows per statement. Each batch goes in as one JSON parameter read by
 * `jsonb_to_recordset`, which PostgreSQL and PGlite both have, and is written in one transaction.
 */
import type { MatchCopy } from '@marcador/domain';
import { sql } from 'drizzle-orm';
import { transaction } from '../db/after-commit';
import type { Db } from '../db/database';
import type { MatchRow } from '../modules/matches/matches.repository';
import type { RatedMatchRecord } from '../modules/ratings/ratings.repository';
import type { PlayerMatchRecordRow } from '../modules/statistics/statistics.repository';

/** One day's matches and what they add, written together. */
export interface BulkBatch {
  matches: MatchRow[];
  records: PlayerMatchRecordRow[];
  rated: RatedMatchRecord[];
  /** Copies the community counted that another player's save of the same match must not count again. */
  counted: MatchCopy[];
}

/** A row's keys in the database's spelling (`endedAt` as `ended_at`). */
const snakeCased = (row: object) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );

/**
 * Inserts `rows` into `table`, the columns `columns` (name and SQL type) of each: one JSON parameter
 * read back as a set of rows; keys the columns do not name are left out (a match's defaults).
 */
async function insertAll(db: Db, table: string, rows: readonly object[], columns: Record<string, string>, tail = '') {
  if (rows.length === 0) return;
  const names = Object.keys(columns).join(', ');
  const typed = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await db.execute(sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)}
    from jsonb_to_recordset(${JSON.stringify(rows.map(snakeCased))}::jsonb) as t(${sql.raw(typed)}) ${sql.raw(tail)}`);
}

export function seedBulkRepository(db: Db) {
  return {
    /** Writes a batch in one transaction: the matches first, then the rows that refer to them. */
    async write(batch: BulkBatch): Promise<void> {
      await transaction(db, async (tx) => {
        // Completed or abandoned matches with their summary (score, result, dates) and no log.
        await insertAll(tx, 'matches', batch.matches, {
          id: 'text',
          owner_id: 'text',
          status: 'text',
          config: 'jsonb',
          rules: 'jsonb',
          score: 'jsonb',
          result: 'text',
          started_at: 'timestamptz',
          ended_at: 'timestamptz',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
          facts_recorded: 'boolean',
        });
        // The players' statistics records.
        await insertAll(tx, 'player_match_records', batch.records, {
          user_id: 'text',
          match_id: 'text',
          sport: 'text',
          ended_at: 'timestamptz',
          side: 'text',
          outcome: 'text',
          record: 'jsonb',
        });
        // The rated-match record the ratings recompute replays.
        await insertAll(tx, 'rated_matches', batch.rated, {
          match_id: 'text',
          sport: 'text',
          ended_at: 'timestamptz',
          fingerprint: 'text',
          team1: 'text[]',
          team2: 'text[]',
          winner: 'text',
          seeds: 'jsonb',
        });
        // The community's counted copies.
        const counted = batch.counted.map((copy) => ({ ...copy, endedAt: new Date(copy.endedAt) }));
        await insertAll(
          tx,
          'community_counted_matches',
          counted,
          { fingerprint: 'text', ended_at: 'timestamptz' },
          'on conflict do nothing',
        );
      });
    },
  };
}
