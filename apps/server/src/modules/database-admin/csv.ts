/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; null is empty. */
function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV file: the header, then one line per row, CRLF-separated as RFC 4180 says. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [columns, ...rows].map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}
