/**
 * Turning what a recogniser writes into comparable words. Recognisers differ in casing, accents and
 * punctuation (`¡Punto para nosotros!`, `punto para nosotros.`, `Punto pa' nosotros`), so the
 * grammar compares words only after all of that is gone.
 */

// NFD splits `á` into `a` + U+0301 and `ñ` into `n` + U+0303; dropping the marks makes matching
// accent-insensitive, which is what we want because recognisers add or omit accents at random.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Apostrophes join a word rather than split it: "what's" -> "whats", "pa'" -> "pa".
const APOSTROPHES = /['‘’`´]/g;
// Everything that is neither a letter nor a digit separates words (¡¿!?.,;:- quotes, emoji ...).
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const NUMBER = /\p{N}/u;

/**
 * Lower-cases `text`, removes accents and apostrophes, and replaces every other non-letter,
 * non-digit run by one space (trimmed). `'¡Cómo VAMOS?'` -> `'como vamos'`.
 */
export function normalizeTranscript(text: string): string {
  // Fast path for plain ASCII, the common case for English and for unaccented Spanish: one pass,
  // the same result as the general path below.
  let out = '';
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) {
      if (gap && out !== '') out += ' ';
      gap = false;
      out += c <= 90 && c >= 65 ? String.fromCharCode(c + 32) : text[i];
    } else if (c === 39 || c === 96) {
      // apostrophes join: "what's" -> "whats"
    } else if (c < 128) {
      gap = true;
    } else {
      return normalizeAnyText(text);
    }
  }
  return out;
}

/** The general path of {@link normalizeTranscript}, for text with characters beyond ASCII. */
function normalizeAnyText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Splits a {@link normalizeTranscript} result into words (none for an empty string). */
export function splitWords(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Whether a normalised transcript is noise in the sense of the spec: only vowels (`aaaa`), only
 * consonants (`hmmmm`), only digits (`123`), or only punctuation (nothing left after normalising).
 * Letters outside a-z (another script) are not judged: such a transcript is not called noise, it
 * simply has no keyword. `y` counts as a consonant, as in Spanish spelling (`ya`, `yo`).
 */
export function isNoise(normalized: string): boolean {
  let vowels = 0;
  let consonants = 0;
  let digits = 0;
  for (const ch of normalized) {
    if (ch === ' ') continue;
    if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') vowels++;
    else if (ch >= 'a' && ch <= 'z') consonants++;
    else if ((ch >= '0' && ch <= '9') || NUMBER.test(ch)) digits++;
    else return false;
  }
  const letters = vowels + consonants;
  if (letters === 0) return true;
  if (digits > 0) return false;
  return vowels === 0 || consonants === 0;
}
