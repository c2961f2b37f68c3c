/** A number as the database writes one: left as it is, though it may start with a minus. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;
/** How a spreadsheet recognises a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; null is empty.
 * A value a spreadsheet would run as a formula (a player can name themselves "=HYPERLINK(...)") is
 * written with a leading apostrophe, so an operator opening the export runs nothing.
 */
function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file: the header, then one line per row, CRLF-separated as RFC 4180 says. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [columns, ...rows].map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}
