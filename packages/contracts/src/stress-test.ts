import { z } from 'zod';
import { STRESS_TEST_ENDPOINTS, STRESS_TEST_LIMITS } from './limits';

/** POST /api/admin/stress-test: what the admin chooses; the target is always this server (decision 051). */
export const startStressTestRequestSchema = z.strictObject({
  /** Requests in flight at once: each connection sends its next request when its last one is answered. */
  connections: z.number().int().min(STRESS_TEST_LIMITS.connections.min).max(STRESS_TEST_LIMITS.connections.max),
  /** How long the load lasts, in seconds. */
  durationSeconds: z.number().int().min(STRESS_TEST_LIMITS.seconds.min).max(STRESS_TEST_LIMITS.seconds.max),
});
export type StartStressTestRequest = z.infer<typeof startStressTestRequestSchema>;

/** Figures of answered requests; latencies in milliseconds (null before the first answer). */
export const stressFiguresSchema = z.object({
  requests: z.number().int().nonnegative(),
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: z.number().int().nonnegative(),
  requestsPerSecond: z.number().nonnegative(),
  p50Ms: z.number().nonnegative().nullable(),
  p99Ms: z.number().nonnegative().nullable(),
});
export type StressFigures = z.infer<typeof stressFiguresSchema>;

/** One second of the load, for the chart: `second` counts from 1. */
export const stressSecondSchema = stressFiguresSchema.extend({ second: z.number().int().positive() });
export type StressSecond = z.infer<typeof stressSecondSchema>;

/**
 * preparing (throwaway account and matches), running, cleaning (removing them), then finished or
 * failed (`failure` says why; the figures so far are kept).
 */
export const STRESS_RUN_STATES = ['preparing', 'running', 'cleaning', 'finished', 'failed'] as const;

export const stressRunSchema = z.object({
  id: z.uuid(),
  state: z.enum(STRESS_RUN_STATES),
  connections: z.number().int(),
  durationSeconds: z.number().int(),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** Seconds of load so far. */
  elapsedSeconds: z.number().nonnegative(),
  total: stressFiguresSchema,
  endpoints: z.array(stressFiguresSchema.extend({ endpoint: z.enum(STRESS_TEST_ENDPOINTS) })),
  seconds: z.array(stressSecondSchema),
  /** Why a failed run failed: `stopping` (the server shut down) or `setup` (the throwaway data could not be made). */
  failure: z.enum(['stopping', 'setup']).nullable(),
});
export type StressRun = z.infer<typeof stressRunSchema>;

/** GET /api/admin/stress-test (the run under way, else the last one; null before any) and the start's 202. */
export const stressTestResponseSchema = z.object({ run: stressRunSchema.nullable() });
export type StressTestResponse = z.infer<typeof stressTestResponseSchema>;
