/**
 * What an issue's time comes to as a ratio. Issues give times "on a quiet 2-core machine"; the bench
 * judges each against a baseline measured in the same run, so the budget is the time over that
 * baseline's p99 on a quiet 2-core machine. That figure is the median of the quiet measurements
 * recorded in decision 049 (`node --import tsx bench/measure-baselines.ts`), one figure per session's
 * machine: one afternoon's figure (decision 034's 15.28 ms) had set every budget derived from it, and
 * machines of this size measure anywhere from 6 to 24 ms.
 */
const QUIET_P99_MS = { read: 10.95, write: 18.3 } as const;

/**
 * A budget of at most `issueMs` on a quiet machine, as a multiple of the `baseline`'s p99, rounded
 * down to a tenth so that on a quiet machine it bounds no more than the issue's time.
 */
export function ratioBudget(issueMs: number, baseline: keyof typeof QUIET_P99_MS): { max: number } {
  return { max: Math.floor((issueMs / QUIET_P99_MS[baseline]) * 10) / 10 };
}
