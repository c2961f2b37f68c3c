import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../../db/text-fold';

/**
 * Case- and accent-insensitive matching of venue names (db/text-fold.ts): `foldSearchText` in
 * JavaScript for the search text, and SQL `translate()` with the same two strings for the columns
 * (venue-search.test.ts checks both against each other).
 */
const foldOf = new Map([...FOLD_FROM].map((char, index) => [char, [...FOLD_TO][index] ?? char]));

/** The text as the search compares it: NFC, ASCII and accented Latin letters lower-cased and unaccented. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) folded += foldOf.get(char) ?? char;
  return folded;
}

/** A LIKE pattern matching any text that contains `text` literally (`%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The SQL of a column folded as `foldSearchText` folds text. */
export function foldedColumn(column: AnyPgColumn): SQL {
  return sql`translate(${column}, ${FOLD_FROM}, ${FOLD_TO})`;
}
