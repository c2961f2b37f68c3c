/**
 * Case- and accent-insensitive text in SQL without the `unaccent` extension (PGlite lacks it) and
 * without `lower()`, whose handling of non-ASCII letters depends on the database's locale: one table
 * of letters for `translate()`, so PGlite and PostgreSQL under any locale fold identically. The venue
 * search compares with it (modules/venues/venue-search.ts); the player directory orders by it.
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
