/**
 * The recogniser's near misses that still count as the word: singular/plural, and one letter off
 * for longer words (spec section 5). Short words get no letter of slack because one letter turns
 * them into other words ("our"/"out", "set"/"sed", "mío"/"mía").
 */

/** A lexicon word must have at least this many letters before a one-letter slip is forgiven. */
export const NEAR_MISS_MIN_LENGTH = 5;

// "us" -> "uses" or "mi" -> "mis" would be plural games on words too short to carry them.
const PLURAL_MIN_STEM = 3;

/** Whether one word is the other plus `s` or `es` (`punto`/`puntos`, `rival`/`rivales`, `side`/`sides`). */
export function isPluralVariant(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < PLURAL_MIN_STEM || !long.startsWith(short)) return false;
  const ending = long.length - short.length;
  if (ending === 1) return long.endsWith('s');
  return ending === 2 && long.endsWith('es');
}

/**
 * Whether `a` and `b` differ by exactly one letter: one substituted, inserted or deleted
 * (Levenshtein distance 1). Equal words are not "one letter off".
 */
export function isOneEditApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1 || a === b) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // After the first difference the rest must line up, skipping one letter of the longer word
  // (insertion/deletion) or of both (substitution).
  const skipA = la >= lb ? 1 : 0;
  const skipB = lb >= la ? 1 : 0;
  let x = i + skipA;
  let y = i + skipB;
  while (x < la && y < lb) {
    if (a.charCodeAt(x) !== b.charCodeAt(y)) return false;
    x++;
    y++;
  }
  return x >= la && y >= lb;
}
