import type { VoiceUsageReport, VoiceUsageResponse } from '@marcador/contracts';
import { MAX_VOICE_USAGE_INCREMENT } from '@marcador/contracts/limits';
import { api } from '../api-client';
import { shaped } from '../response-check';

/** What the voice client counts: commands the grammar accepted or rejected, announcements played. */
export interface VoiceUsageCounts {
  accepted?: number;
  rejected?: number;
  announcements?: number;
}

/** How a batch reached the server: `sent`, `retry` later (network, 429, 5xx) or `dropped` (refused for good). */
export type SendOutcome = 'sent' | 'retry' | 'dropped';

export interface VoiceUsageRecorderOptions {
  /** Posts one batch; `keepalive` is set when the page is going away. */
  send: (report: Required<VoiceUsageReport>, options: { keepalive: boolean }) => Promise<SendOutcome>;
  /** How long counts wait before they go out; one request per batch instead of one per command. */
  flushDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface VoiceUsageRecorder {
  record(counts: VoiceUsageCounts): void;
  /** Sends everything pending now (in batches of at most MAX_VOICE_USAGE_INCREMENT per counter). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Counts not yet acknowledged by the server. */
  pending(): Required<VoiceUsageCounts>;
}

export const VOICE_USAGE_FLUSH_DELAY_MS = 15_000;

const zero = (): Required<VoiceUsageCounts> => ({ accepted: 0, rejected: 0, announcements: 0 });
const KEYS = ['accepted', 'rejected', 'announcements'] as const;

function wholeCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Batches voice usage counts and sends them after a quiet delay, so a match played by voice costs
 * a request every few seconds at most rather than one per command. A failed batch is kept for the
 * next attempt unless the server refused it for good (signed out, not allowed, invalid).
 */
export function createVoiceUsageRecorder({
  send,
  flushDelayMs = VOICE_USAGE_FLUSH_DELAY_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: VoiceUsageRecorderOptions): VoiceUsageRecorder {
  const counts = zero();
  let timer: unknown = null;

  const isEmpty = () => KEYS.every((key) => counts[key] === 0);

  function schedule(): void {
    if (timer !== null || isEmpty()) return;
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, flushDelayMs);
  }

  function takeBatch(): Required<VoiceUsageCounts> {
    const batch = zero();
    for (const key of KEYS) {
      batch[key] = Math.min(counts[key], MAX_VOICE_USAGE_INCREMENT);
      counts[key] -= batch[key];
    }
    return batch;
  }

  function giveBack(batch: Required<VoiceUsageCounts>): void {
    for (const key of KEYS) counts[key] += batch[key];
  }

  async function sendAll(keepalive: boolean): Promise<void> {
    while (!isEmpty()) {
      const batch = takeBatch();
      const outcome = await send(
        {
          commandsAccepted: batch.accepted,
          commandsRejected: batch.rejected,
          announcementsPlayed: batch.announcements,
        },
        { keepalive },
      ).catch((): SendOutcome => 'retry');
      if (outcome === 'retry') {
        giveBack(batch);
        return;
      }
    }
  }

  async function flush({ keepalive = false } = {}): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    // Each batch leaves `counts` before it is sent, so flushes may overlap (a keepalive one on
    // pagehide must not wait for a slow one) without sending anything twice.
    await sendAll(keepalive);
    schedule();
  }

  return {
    record(added) {
      for (const key of KEYS) counts[key] += wholeCount(added[key]);
      schedule();
    },
    flush,
    pending: () => ({ ...counts }),
  };
}

/** POST /api/usage/voice with fetch directly: only fetch's `keepalive` survives the page closing. */
export async function postVoiceUsage(
  report: Required<VoiceUsageReport>,
  { keepalive }: { keepalive: boolean },
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/usage/voice', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
      credentials: 'same-origin',
      keepalive,
    });
  } catch {
    return 'retry';
  }
  if (response.ok) return 'sent';
  return response.status === 429 || response.status >= 500 ? 'retry' : 'dropped';
}

let recorder: VoiceUsageRecorder | null = null;

function pageRecorder(): VoiceUsageRecorder {
  if (!recorder) {
    const created = createVoiceUsageRecorder({ send: postVoiceUsage });
    // pagehide covers closing and navigating away; a hidden page on a phone may never come back.
    const sendNow = () => void created.flush({ keepalive: true });
    window.addEventListener('pagehide', sendNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendNow();
    });
    recorder = created;
  }
  return recorder;
}

/** Counts voice usage for the profile's Usage tab; sent to the server in batches. */
export function recordVoiceUsage(counts: VoiceUsageCounts): void {
  pageRecorder().record(counts);
}

/** Sends what this page has counted so far, e.g. before showing the counts. */
export function flushVoiceUsage(): Promise<void> {
  return recorder?.flush() ?? Promise.resolve();
}

const usageCheck = shaped<VoiceUsageResponse>({ current: 'object', previous: 'array' });

/** GET /api/usage/voice: this month's counts (after this page's pending ones) and the earlier months'. */
export async function readVoiceUsage(signal?: AbortSignal): Promise<VoiceUsageResponse> {
  await flushVoiceUsage();
  return api.request('/api/usage/voice', usageCheck, { signal });
}
