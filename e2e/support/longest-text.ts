/** `text` repeated to `length` characters, trimmed: a field at the longest it takes. */
export const longest = (text: string, length: number) =>
  text
    .repeat(Math.ceil(length / text.length))
    .slice(0, length)
    .trim();

// One unbroken word in each: it must wrap inside its box, not widen the page.
/** A club's name at the venues' longest (120). */
export const LONGEST_CLUB_NAME = longest('Club Pádel Villaverdecastellanosmontenegroaltamiranosantisteban ', 120);
/** A court's name at the courts' longest (60). */
export const LONGEST_COURT_NAME = longest('Pistacentraldecristalpanorámicaconiluminaciónled ', 60);
