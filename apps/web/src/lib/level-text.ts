/**
 * A player's level (0 to 7 in steps of 0.1, decision 036) as the language writes it, always with its
 * one decimal ("3,5" in Spanish, "3.5" in English; "4,0", not "4"), so a column of levels lines up.
 */
export function levelText(level: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(level);
}
