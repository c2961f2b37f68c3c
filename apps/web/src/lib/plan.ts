import type { MeResponse } from '@marcador/contracts';
import { type FeatureGate, featureGate, isPlanTier, type PlanTier, type PremiumFeature } from '@marcador/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSession, useSession } from './session';

/** Spec section 9: the plan is first checked 100 ms after start... */
export const PLAN_CHECK_DELAY_MS = 100;
/** ...and a check that takes longer than 5 s counts as free. */
export const PLAN_CHECK_TIMEOUT_MS = 5_000;
/** Fired on window (and written to localStorage, for other tabs) when a purchase activates Premium. */
export const PREMIUM_ACTIVATED_EVENT = 'premiumActivated';
export const PREMIUM_ACTIVATED_KEY = 'premiumActivated';

/** The plan of a session: signed out, unknown or malformed all mean free. */
export function planOf(me: MeResponse | null | undefined): PlanTier {
  return me && isPlanTier(me.plan) ? me.plan : 'free';
}

/**
 * Runs one plan check: `check` resolves the plan, or the timeout wins and the answer is free.
 * Failures are free too (spec section 4: "otherwise free, also on error or after a 5 s timeout").
 */
export async function checkPlanWithTimeout(
  check: () => Promise<PlanTier>,
  timeoutMs: number = PLAN_CHECK_TIMEOUT_MS,
): Promise<{ plan: PlanTier; timedOut: boolean }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ plan: PlanTier; timedOut: boolean }>((resolve) => {
    timer = setTimeout(() => resolve({ plan: 'free', timedOut: true }), timeoutMs);
  });
  const checked = check().then(
    (plan) => ({ plan, timedOut: false }),
    () => ({ plan: 'free' as const, timedOut: false }),
  );
  try {
    return await Promise.race([checked, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface PlanState {
  plan: PlanTier;
  /** True until the first check finished (the plan reads free meanwhile). */
  loading: boolean;
  /** Checks again now, e.g. after a purchase in this tab. */
  refresh: () => void;
}

/**
 * The viewer's plan, detected as spec section 4 describes: free and loading at first, checked after
 * 100 ms, free after a 5 s time-out, and checked again on the `premiumActivated` event, on a storage
 * change of the `premiumActivated` key (a purchase in another tab) or on `refresh()`. Between checks
 * it follows the session, so signing in or out updates it at once.
 */
export function usePlan(): PlanState {
  const session = useSession();
  const [state, setState] = useState<{ loading: boolean; timedOut: boolean }>({ loading: true, timedOut: false });
  const mounted = useRef(true);

  const runCheck = useCallback(async (fresh: boolean) => {
    const result = await checkPlanWithTimeout(async () => planOf(await loadSession(fresh)));
    if (mounted.current) setState({ loading: false, timedOut: result.timedOut });
  }, []);

  useEffect(() => {
    mounted.current = true;
    const first = setTimeout(() => void runCheck(false), PLAN_CHECK_DELAY_MS);
    const recheck = () => void runCheck(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREMIUM_ACTIVATED_KEY) recheck();
    };
    window.addEventListener(PREMIUM_ACTIVATED_EVENT, recheck);
    window.addEventListener('storage', onStorage);
    return () => {
      mounted.current = false;
      clearTimeout(first);
      window.removeEventListener(PREMIUM_ACTIVATED_EVENT, recheck);
      window.removeEventListener('storage', onStorage);
    };
  }, [runCheck]);

  const plan = state.loading || state.timedOut ? 'free' : planOf(session.data);
  return { plan, loading: state.loading, refresh: () => void runCheck(true) };
}

/** The gating helper of spec section 6: whether a premium feature is usable, still loading, or gated. */
export function usePremiumGate(feature: PremiumFeature): FeatureGate {
  const { plan, loading } = usePlan();
  return featureGate(plan, feature, loading);
}
