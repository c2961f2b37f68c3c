/**
 * How a person is named: the display name comes from the profile alone, and text that ends up in an
 * e-mail header (the subject) loses the characters that could forge or reorder it.
 */

/** A person's display name: first and last name from the profile, e.g. "Ana López". */
export function displayName(profile: { readonly firstName: string; readonly lastName: string }): string {
  return `${profile.firstName.trim()} ${profile.lastName.trim()}`.trim();
}

/**
 * Bidirectional formatting controls: LRM, RLM, ALM, the embeddings and overrides (U+202A-U+202E, the
 * U+202E override turns "moc.elpmaxe" into "example.com" on screen) and the isolates (U+2066-U+2069).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls (CR and LF among them) and the Unicode line and paragraph separators. */
const LINE_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Text fit for a header such as an e-mail subject: bidirectional controls removed, control characters
 * and line breaks turned into a space, runs of spaces collapsed, ends trimmed. Visible text is kept.
 */
export function headerText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(LINE_CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}
