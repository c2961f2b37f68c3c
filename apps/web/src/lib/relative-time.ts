/** The units a relative time is told in, each with its length in seconds, largest first. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago `then` was at `now`, in `language`, always with a number ("hace 5 minutos",
 * "5 minutes ago"; at least one second, so a notification that just came reads "hace 1 segundo",
 * never "ahora"). A time in the future (a device clock behind the server's) reads as one second ago.
 */
export function timeAgo(then: number, now: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formats.set(language, format);
  }
  const seconds = Math.max(1, Math.floor((now - then) / 1000));
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return format.format(-Math.floor(seconds / size), unit);
}
