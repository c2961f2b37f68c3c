/**
 * How players are found by name, username or city: stored text and typed queries are folded the same
 * way, so "José", "jose" and "JOSÉ" meet, and the database compares plain words (decision 030).
 */
import { normalizeTranscript, splitWords } from '../voice/normalize';

/**
 * Folds text for search: lower case, accents and other combining marks removed (NFD), apostrophes
 * dropped ("O'Brien" -> "obrien"), every other run of non-letters and non-digits one space, trimmed.
 * It is the voice grammar's rule (one way to compare words people type or say); its output has no
 * LIKE wildcard (`%`, `_`, `\`) left, so a folded query goes into a pattern as it is.
 */
export function foldSearchText(text: string): string {
  return normalizeTranscript(text);
}

/** What a player is found by: first name, last name, username and city, each folded, in that order. */
export function playerSearchText(profile: {
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly city: string;
}): string {
  return [profile.firstName, profile.lastName, profile.username, profile.city]
    .map(foldSearchText)
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The words a typo in a query may be corrected to: those of the first name, last name and city,
 * folded, once each. Usernames are left out: they are many, unique and full of digits, and are
 * found by their start.
 */
export function correctionWords(profile: {
  readonly firstName: string;
  readonly lastName: string;
  readonly city: string;
}): string[] {
  return [...new Set(splitWords(foldSearchText(`${profile.firstName} ${profile.lastName} ${profile.city}`)))];
}

/**
 * Words of a query that count: each must match a player. More than this adds little to a name and
 * city search, and each word is one more condition on the index.
 */
export const MAX_SEARCH_WORDS = 4;

/** The distinct folded words of a search query, the first MAX_SEARCH_WORDS of them (none for blank text). */
export function playerSearchWords(query: string): string[] {
  return [...new Set(splitWords(foldSearchText(query)))].slice(0, MAX_SEARCH_WORDS);
}
