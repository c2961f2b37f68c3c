import type { EpochMs } from './events';

/** How urgent the session clock looks: orange under 15 minutes left, red under 5, ended at 0. */
export type TimerLevel = 'normal' | 'orange' | 'red' | 'ended';

/** Session length when the club configuration gives none (spec section 9). */
export const DEFAULT_SESSION_MINUTES = 60;
/** A stored match start older than this is discarded: the match counts as not started. */
export const START_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Below this much time left the timer turns orange. */
export const ORANGE_BELOW_MS = 15 * 60 * 1000;
/** Below this much time left the timer turns red. */
export const RED_BELOW_MS = 5 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

/** The session clock at one instant; `expired` means the stored start is too old to be this match. */
export type SessionTimer =
  | { readonly status: 'expired' }
  | {
      readonly status: 'running';
      /** Time since the start, never negative (a start in the future, from clock skew, counts as now). */
      readonly elapsedMs: number;
      /** Time left in the session, never negative. */
      readonly remainingMs: number;
      readonly sessionMs: number;
      readonly level: TimerLevel;
    };

/** Whether a stored start time is older than 24 hours at `now` (an unreadable start counts as expired). */
export function isStartExpired(startedAt: EpochMs, now: EpochMs): boolean {
  return !Number.isFinite(startedAt) || now - startedAt > START_EXPIRY_MS;
}

/** The level for the time left: orange under 15 minutes, red under 5, ended at 0. */
export function timerLevel(remainingMs: number): TimerLevel {
  if (remainingMs <= 0) return 'ended';
  if (remainingMs < RED_BELOW_MS) return 'red';
  if (remainingMs < ORANGE_BELOW_MS) return 'orange';
  return 'normal';
}

/**
 * The session clock at `now` for a session that started at `startedAt` and lasts `sessionMinutes`
 * (default 60; a missing, zero, negative or non-numeric length from a club form also means 60).
 */
export function sessionTimer(
  startedAt: EpochMs,
  now: EpochMs,
  sessionMinutes: number = DEFAULT_SESSION_MINUTES,
): SessionTimer {
  if (isStartExpired(startedAt, now)) return { status: 'expired' };
  const minutes = Number.isFinite(sessionMinutes) && sessionMinutes > 0 ? sessionMinutes : DEFAULT_SESSION_MINUTES;
  const sessionMs = minutes * MINUTE_MS;
  const elapsedMs = Math.max(0, now - startedAt);
  const remainingMs = Math.max(0, sessionMs - elapsedMs);
  return { status: 'running', elapsedMs, remainingMs, sessionMs, level: timerLevel(remainingMs) };
}
