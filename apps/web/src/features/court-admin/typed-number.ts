/** A whole number as typed in a field: digits only (spaces around allowed), else NaN (the form calls it invalid). */
export function typedWholeNumber(typed: string): number {
  return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
}
