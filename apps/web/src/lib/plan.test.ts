import type { MeResponse } from '@marcador/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPlanWithTimeout, PLAN_CHECK_DELAY_MS, PLAN_CHECK_TIMEOUT_MS, planOf } from './plan';

afterEach(() => {
  vi.useRealTimers();
});

describe('plan detection (spec section 4)', () => {
  it('uses the spec timings', () => {
    expect(PLAN_CHECK_DELAY_MS).toBe(100);
    expect(PLAN_CHECK_TIMEOUT_MS).toBe(5_000);
  });

  it('returns the checked plan', async () => {
    await expect(checkPlanWithTimeout(async () => 'premium')).resolves.toEqual({ plan: 'premium', timedOut: false });
  });

  it('counts a failed check as free', async () => {
    await expect(checkPlanWithTimeout(() => Promise.reject(new Error('offline')))).resolves.toEqual({
      plan: 'free',
      timedOut: false,
    });
  });

  it('counts a check slower than 5 s as free', async () => {
    vi.useFakeTimers();
    const result = checkPlanWithTimeout(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(PLAN_CHECK_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ plan: 'free', timedOut: true });
  });

  it('reads the plan of a session; none or an unknown one is free', () => {
    expect(planOf(null)).toBe('free');
    expect(planOf(undefined)).toBe('free');
    const me: Omit<MeResponse, 'plan'> = {
      user: { id: 'u', email: 'a@b.co', emailVerified: true },
      profile: null,
      roles: [],
      isAdmin: false,
      isCourtAdmin: false,
      venue: null,
    };
    expect(planOf({ ...me, plan: 'master' })).toBe('master');
    expect(planOf({ ...me, plan: 'gold' as 'free' })).toBe('free');
  });
});
