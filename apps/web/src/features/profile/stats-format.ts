/**
 * How the Stats tab writes its figures for the reader's language (Intl), kept apart from the
 * components so each rule is tested.
 */

/** A 0-100 percentage as the language writes it, whole ("50 %" in Spanish, "50%" in English); null is `none`. */
export function percentText(value: number | null, language: string, none: string): string {
  if (value === null) return none;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A count with the language's grouping ("1.234" in Spanish, "1,234" in English). */
export function countText(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

const MINUTE_MS = 60_000;

/** A duration in whole minutes, with hours past the hour ("1 h 5 min", "45 min"); null is `none`. */
export function durationText(ms: number | null, language: string, none: string): string {
  if (ms === null) return none;
  const minutes = Math.round(ms / MINUTE_MS);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  const hours = unit(Math.floor(minutes / 60), 'hour');
  return rest === 0 ? hours : `${hours} ${unit(rest, 'minute')}`;
}

/** The games of each set from the player's side ("6-4 3-6"). */
export function setsText(sets: readonly { own: number; rival: number }[]): string {
  return sets.map((set) => `${set.own}-${set.rival}`).join(' ');
}

/** Names as a list the language reads ("Ana y Bea", "Ana and Bea"); blank names are left out. */
export function namesText(names: readonly string[], language: string): string {
  const named = names.map((name) => name.trim()).filter((name) => name !== '');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(named);
}

/** A day as the language writes it short ("22 nov 2026", "Nov 22, 2026"). */
export function dayText(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(epochMs);
}
