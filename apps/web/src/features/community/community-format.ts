/** The community page's numbers, days and hours in the user's language (Intl). */
export function communityFormat(language: string) {
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', maximumFractionDigits: 0 });
  const weekOf = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
  return {
    count: (n: number) => count.format(n),
    percent: (share: number) => percent.format(share),
    duration: (ms: number) => minutes.format(ms / 60_000),
    /** A week by its Monday (`YYYY-MM-DD`). */
    week: (weekStart: string) => weekOf.format(new Date(`${weekStart}T00:00:00Z`)),
    /** ISO day 1 (Monday) to 7 (Sunday): 2024-01-01 was a Monday. */
    weekday: (day: number) => weekday.format(Date.UTC(2024, 0, day)),
    hour: (h: number) => hour.format(Date.UTC(2024, 0, 1, h)),
  };
}

export type CommunityFormat = ReturnType<typeof communityFormat>;
