/** `text` repeated to `length` characters, trimmed: a field at the longest it takes. */
export function longestText(text: string, length: number): string {
  return text
    .repeat(Math.ceil(length / text.length))
    .slice(0, length)
    .trim();
}

// One unbroken word in each: it must wrap inside its box, not widen the page.
/** A club name at the venues' longest (120 characters). */
export const LONGEST_CLUB_NAME = longestText('Club Pádel Villaverdecastellanosmontenegroaltamiranosantisteban ', 120);
/** A court name at the courts' longest (60 characters). */
export const LONGEST_COURT_NAME = longestText('Pistacentraldecristalpanorámicaconiluminaciónled ', 60);
