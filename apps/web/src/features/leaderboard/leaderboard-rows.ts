import type { LeaderboardResponse, LeaderboardRow } from '@marcador/contracts';

/** What the table shows of the pages read so far. */
export interface LeaderboardView {
  rows: LeaderboardRow[];
  /** The viewer's row when it is on none of the pages read: shown under them, with its position. */
  pinned: LeaderboardRow | null;
  /** The viewer's id when they are on the board, to mark their row. */
  ownId: string | null;
}

/** The pages in order, and the viewer's row pinned below them while it is not among them. */
export function leaderboardView(pages: readonly LeaderboardResponse[]): LeaderboardView {
  const rows = pages.flatMap((page) => page.rows);
  // Every page carries `me`; the newest says where the viewer stands now.
  const me = pages.at(-1)?.me ?? null;
  const listed = me !== null && rows.some((row) => row.player.id === me.player.id);
  return { rows, pinned: me === null || listed ? null : me, ownId: me?.player.id ?? null };
}

/** A 0-1 win rate as a whole percentage in the language ("50 %" in Spanish, "50%" in English). */
export function winRateText(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
