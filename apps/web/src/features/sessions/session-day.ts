/**
 * A venue's local date (`YYYY-MM-DD`) in words of the reader's language ("martes, 1 de diciembre de
 * 2026"). The date is the venue's already (the API's local fields): it is formatted as a UTC calendar
 * day, so the browser's own time zone never moves it.
 */
export function sessionDay(date: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const format = new Intl.DateTimeFormat(language, {
    weekday: style,
    day: 'numeric',
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}
