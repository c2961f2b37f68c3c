/**
 * Correcting a typo in a searched word: of the known words the database offers as near (by shared
 * trigrams), the one fewest edits away, if it is a small typo's distance (decision 030).
 */

/**
 * Edits between two words: letters inserted, deleted or replaced, and two neighbours swapped
 * ("madird" -> "madrid" is one), each counting one (optimal string alignment distance, by code point).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // rows[i][j]: edits between the first i letters of x and the first j of y.
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= x.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(x.length, y.length);
}

/** Edits a typo may be: one in a word of up to 7 letters, two in a longer one. */
export function typoEdits(word: string): number {
  return [...word].length >= 8 ? 2 : 1;
}

/**
 * The candidate fewest edits from `word`, within typoEdits; the earlier candidate on a tie (pass them
 * best first). Null when none is close enough, or when `word` itself is among them (nothing to fix).
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestEdits = typoEdits(word) + 1;
  for (const candidate of candidates) {
    const edits = editDistance(word, candidate);
    if (edits === 0) return null;
    if (edits < bestEdits) {
      best = candidate;
      bestEdits = edits;
    }
  }
  return best;
}
