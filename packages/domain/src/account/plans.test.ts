import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beyondHistory,
  effectivePlan,
  FREE_HISTORY_LIMIT,
  featureGate,
  historyCap,
  includesPremium,
  isCourtAdmin,
  isPlanTier,
  isRole,
  PLAN_TIERS,
  type PlanTier,
  PREMIUM_FEATURES,
  planAtLeast,
  ROLES,
  type Role,
} from './plans';

describe('effectivePlan', () => {
  it.each<[Role[], boolean, string]>([
    [[], false, 'free'],
    [[], true, 'premium'],
    [['court_admin'], false, 'free'],
    [['court_admin'], true, 'premium'],
    [['admin'], false, 'master'],
    [['admin', 'court_admin'], true, 'master'],
  ])('roles %j, subscribed %s -> %s', (roles, subscribed, plan) => {
    expect(effectivePlan({ roles, subscribed })).toBe(plan);
  });

  it('an admin is master, counts as premium and as court admin, whatever else holds', () => {
    fc.assert(
      fc.property(fc.subarray([...ROLES]), fc.boolean(), (roles, subscribed) => {
        const plan = effectivePlan({ roles: [...roles, 'admin'], subscribed });
        expect(plan).toBe('master');
        expect(includesPremium(plan)).toBe(true);
        expect(isCourtAdmin([...roles, 'admin'])).toBe(true);
      }),
    );
  });
});

describe('featureGate', () => {
  it('opens every premium feature for premium and master, none for free', () => {
    for (const feature of PREMIUM_FEATURES) {
      expect(featureGate('free', feature)).toEqual({ premium: false, loading: false, gated: true });
      expect(featureGate('premium', feature)).toEqual({ premium: true, loading: false, gated: false });
      expect(featureGate('master', feature)).toEqual({ premium: true, loading: false, gated: false });
    }
  });

  it('while loading grants nothing and gates nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_TIERS), fc.constantFrom(...PREMIUM_FEATURES), (plan, feature) => {
        expect(featureGate(plan, feature, true)).toEqual({ premium: false, loading: true, gated: false });
      }),
    );
  });
});

describe('plan order and guards', () => {
  it('orders free < premium < master', () => {
    expect(planAtLeast('master', 'premium')).toBe(true);
    expect(planAtLeast('premium', 'premium')).toBe(true);
    expect(planAtLeast('free', 'premium')).toBe(false);
    expect(planAtLeast('premium', 'master')).toBe(false);
  });

  it('recognises roles and tiers', () => {
    expect(['admin', 'court_admin', 'owner'].map(isRole)).toEqual([true, true, false]);
    expect(['free', 'premium', 'master', 'gold'].map(isPlanTier)).toEqual([true, true, true, false]);
    expect(isCourtAdmin(['court_admin'])).toBe(true);
    expect(isCourtAdmin([])).toBe(false);
  });
});

describe('history cap', () => {
  it('shows a free plan its latest 10 completed matches and Premium or master all of them', () => {
    expect(FREE_HISTORY_LIMIT).toBe(10);
    expect(historyCap('free')).toBe(10);
    expect(historyCap('premium')).toBeNull();
    expect(historyCap('master')).toBeNull();
  });

  it.each<[PlanTier, number, boolean]>([
    ['free', 0, false],
    ['free', 9, false],
    ['free', 10, true],
    ['free', 250, true],
    ['premium', 250, false],
    ['master', 250, false],
  ])('%s plan, %i newer completed matches: beyond the history %s', (plan, newer, beyond) => {
    expect(beyondHistory(plan, newer)).toBe(beyond);
  });
});
