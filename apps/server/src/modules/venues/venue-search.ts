import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Case- and accent-insensitive matching of venue names without the `unaccent` extension (PGlite
 * lacks it) and without `lower()`, whose handling of non-ASCII letters depends on the database's
 * locale. One table of letters drives both sides: `foldSearchText` in JavaScript for the search
 * text, and SQL `translate()` with the same two strings for the columns, so PGlite and PostgreSQL
 * under any locale fold identically (venue-search.test.ts checks both against each other).
 */
const FOLDS: ReadonlyArray<readonly [plain: string, variants: string]> = [
  ['a', 'ÁÀÂÄÃÅáàâäãå'],
  ['e', 'ÉÈÊËéèêë'],
  ['i', 'ÍÌÎÏíìîï'],
  ['o', 'ÓÒÔÖÕóòôöõ'],
  ['u', 'ÚÙÛÜúùûü'],
  ['n', 'Ññ'],
  ['c', 'Çç'],
  ['y', 'Ýýÿ'],
];

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `translate()`'s two arguments: each character of `from` becomes the one at its index in `to`. */
export const FOLD_FROM = ASCII_UPPER + FOLDS.map(([, variants]) => variants).join('');
export const FOLD_TO =
  ASCII_UPPER.toLowerCase() + FOLDS.map(([plain, variants]) => plain.repeat([...variants].length)).join('');

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
