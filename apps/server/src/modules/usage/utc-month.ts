/** The calendar month of `date` in UTC as `YYYY-MM`, the key of voice usage rows. */
export function utcMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}
