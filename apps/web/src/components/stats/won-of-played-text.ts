import type { WonOfPlayed } from '@marcador/domain';

/**
 * Something won out of those played as the language writes it: "12/20 (60 %)" (the percentage
 * whole), or `none` when nothing was played. The one space lets a narrow column wrap before the
 * percentage; Spanish keeps its no-break space inside "60 %".
 */
export function wonOfPlayedText({ won, played }: WonOfPlayed, language: string, none: string): string {
  if (played === 0) return none;
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return `${count.format(won)}/${count.format(played)} (${percent.format(won / played)})`;
}
