/**
 * Plans and roles. A user's plan is derived, never stored: admins are the master plan (full access
 * at no cost), an active subscription is premium, everyone else is free.
 */

/** What a user may use: `master` includes everything premium does. */
export type PlanTier = 'free' | 'premium' | 'master';
/** Every plan tier, from least to most. */
export const PLAN_TIERS: readonly PlanTier[] = ['free', 'premium', 'master'];

/** A role granted by an operator: `admin` administers the system, `court_admin` runs a venue. */
export type Role = 'admin' | 'court_admin';
/** Every role. */
export const ROLES: readonly Role[] = ['admin', 'court_admin'];

/** Features reserved to Premium (and master). */
export type PremiumFeature = 'voice' | 'detailedStats' | 'fullHistory' | 'unlimitedNetwork';
/** Every premium feature. */
export const PREMIUM_FEATURES: readonly PremiumFeature[] = [
  'voice',
  'detailedStats',
  'fullHistory',
  'unlimitedNetwork',
];

/** True when `value` is a role. */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True when `value` is a plan tier. */
export function isPlanTier(value: string): value is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value);
}

/** The facts a plan is derived from. */
export interface PlanFacts {
  readonly roles: readonly Role[];
  /** True when the user has an active Premium subscription. */
  readonly subscribed: boolean;
}

/** The plan a user is on: admin -> master, subscribed -> premium, else free. */
export function effectivePlan({ roles, subscribed }: PlanFacts): PlanTier {
  if (roles.includes('admin')) return 'master';
  return subscribed ? 'premium' : 'free';
}

/** True when the plan includes Premium (master counts as premium). */
export function includesPremium(plan: PlanTier): boolean {
  return plan !== 'free';
}

/** True when `plan` is at least `required` (free < premium < master). */
export function planAtLeast(plan: PlanTier, required: PlanTier): boolean {
  return PLAN_TIERS.indexOf(plan) >= PLAN_TIERS.indexOf(required);
}

/**
 * Completed matches a free plan keeps in its history: the latest ones, by creation. The spec gives
 * Premium the "complete history", so a free plan's older completed matches are kept (they come back
 * with Premium) but shown nowhere: not in the list, not by their id. Unfinished matches are not history.
 */
export const FREE_HISTORY_LIMIT = 10;

/** How many completed matches the plan's history shows; null for all of them. */
export function historyCap(plan: PlanTier): number | null {
  return includesPremium(plan) ? null : FREE_HISTORY_LIMIT;
}

/**
 * True when a completed match lies beyond the plan's history, given how many of the owner's
 * completed matches are newer than it (the list's order: created later, ties by larger id).
 */
export function beyondHistory(plan: PlanTier, newerCompleted: number): boolean {
  const cap = historyCap(plan);
  return cap !== null && newerCompleted >= cap;
}

/** Admins count as court admins (they get the synthetic Master Admin Venue). */
export function isCourtAdmin(roles: readonly Role[]): boolean {
  return roles.includes('admin') || roles.includes('court_admin');
}

/**
 * What a gated control shows. `premium`: the user may use it. `loading`: the plan is not known yet.
 * `gated`: show the upsell; never while loading, so the upsell does not flash for paying users.
 */
export interface FeatureGate {
  readonly premium: boolean;
  readonly loading: boolean;
  readonly gated: boolean;
}

/**
 * Gates a premium feature for a plan. While the plan is loading the user is treated as free
 * (nothing premium runs) but not shown as gated.
 */
export function featureGate(plan: PlanTier, feature: PremiumFeature, loading = false): FeatureGate {
  const premium = !loading && PREMIUM_FEATURES.includes(feature) && includesPremium(plan);
  return { premium, loading, gated: !loading && !premium };
}
