import type { BillingStatus, CheckoutResponse, ConfirmCheckoutResponse, DemoCheckout } from '@marcador/contracts';
import type { RequestFn } from './api';
import { api } from './api-client';
import { localPathOr } from './local-path';
import { PREMIUM_ACTIVATED_EVENT, PREMIUM_ACTIVATED_KEY } from './plan';
import { anyAnswer, shaped } from './response-check';

/** What Premium adds (spec sections 1 and 6), in the order the checkout and the Plan tab list it. */
export const PREMIUM_FEATURE_LIST = [
  'voice',
  'announcements',
  'detailedStats',
  'fullHistory',
  'unlimitedNetwork',
  'support',
] as const;

/** Our demo provider's page: the checkout answers it as a same-site address. */
export const DEMO_CHECKOUT_PATH = '/demo-checkout';

/**
 * How to open a checkout address: our demo page in this tab (it is ours, and a new tab would only
 * split the journey); Stripe's page in a new tab (spec section 7: "opened in a new tab"). Anything
 * that is neither a path of this site nor an http(s) address is refused.
 */
export function checkoutOpening(url: string): 'same-tab' | 'new-tab' | 'refused' {
  if (localPathOr(url, '') !== '') return url.startsWith(DEMO_CHECKOUT_PATH) ? 'same-tab' : 'refused';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? 'new-tab' : 'refused';
  } catch {
    return 'refused';
  }
}

/** The parts of `window` that opening a checkout needs (tests pass their own). */
export interface Opener {
  open(url: string, target: string): { opener: unknown } | null;
  location: { assign(url: string): void };
}

/**
 * Opens a provider's page (checkout or customer portal) as `checkoutOpening` says. A blocked pop-up
 * (`open` answers null) falls back to this tab. Returns how it was opened; false when refused.
 */
export function openProviderPage(url: string, target: Opener = window): 'same-tab' | 'new-tab' | false {
  const how = checkoutOpening(url);
  if (how === 'refused') return false;
  if (how === 'new-tab') {
    // Not 'noopener' in the features: with it, open() always answers null and a block looks alike.
    const tab = target.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return 'new-tab';
    }
  }
  target.location.assign(url);
  return 'same-tab';
}

/** Waits between the payment-success page's checks of a pending session: 1 s, 2 s, 4 s, 8 s. */
export const CONFIRM_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

/**
 * Tells this tab (the event) and every other open tab (the storage key, whose change fires their
 * `storage` event) that Premium is active, so each usePlan checks the plan again at once.
 */
export function announcePremiumActivated(at: number = Date.now()): void {
  try {
    // A new value each time: writing the same value again fires no storage event.
    localStorage.setItem(PREMIUM_ACTIVATED_KEY, String(at));
  } catch {
    // No storage: the other tabs catch up on their next check.
  }
  window.dispatchEvent(new Event(PREMIUM_ACTIVATED_EVENT));
}

/** A date of the subscription (ISO) in the interface language: "24 de diciembre de 2026". */
export function formatBillingDate(iso: string, language: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(at);
}

/** The price's amount as a person writes it: 12, or 12.50 when there are cents. */
export function priceAmount(amountCents: number, language: string): string {
  const whole = amountCents % 100 === 0;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

export type { BillingStatus, CheckoutResponse, ConfirmCheckoutResponse, DemoCheckout };

/** The shape check of each billing answer; a provider's address must at least be text. */
const checks = {
  status: shaped<BillingStatus>({ provider: 'string', plan: 'string', price: 'object' }),
  checkout: shaped<CheckoutResponse>({ url: 'string', sessionId: 'string' }),
  confirm: shaped<ConfirmCheckoutResponse>({ status: 'string', billing: 'object' }),
  demoCheckout: shaped<DemoCheckout>({ id: 'string', status: 'string', email: 'string', price: 'object' }),
  address: shaped<{ url: string }>({ url: 'string' }),
};

/** The query-cache key of GET /api/billing: the Plan tab and the checkout pages share it. */
export const billingQueryKey = ['billing'] as const;

/**
 * The billing endpoints (packages/contracts/src/billing.ts), over the client's checked request. They
 * live here rather than in lib/api.ts so their schemas load with the pages that use them.
 */
export function billingApiOf(request: RequestFn) {
  const demo = (id: string) => `/api/billing/demo/${encodeURIComponent(id)}`;
  return {
    /** GET /api/billing: plan, provider and subscription. */
    status(signal?: AbortSignal): Promise<BillingStatus> {
      return request('/api/billing', checks.status, { signal });
    },
    /** POST /api/billing/checkout: the address to open; 409 `already_premium`. */
    checkout(): Promise<CheckoutResponse> {
      return request('/api/billing/checkout', checks.checkout, { method: 'POST', body: {} });
    },
    /** POST /api/billing/confirm: the server's word on a checkout session. */
    confirm(sessionId: string): Promise<ConfirmCheckoutResponse> {
      return request('/api/billing/confirm', checks.confirm, { method: 'POST', body: { sessionId } });
    },
    demoCheckout(id: string, signal?: AbortSignal): Promise<DemoCheckout> {
      return request(demo(id), checks.demoCheckout, { signal });
    },
    /** POST /api/billing/demo/{id}/pay: answers where to go next (the payment-success page). */
    demoPay(id: string): Promise<{ url: string }> {
      return request(`${demo(id)}/pay`, checks.address, { method: 'POST', body: {} });
    },
    // The contract names no answer body for cancel and resume: any 2xx will do, and the caller
    // reads GET /api/billing again for the new state.
    /** POST /api/billing/cancel: ends the demo subscription at the end of the paid period. */
    cancel(): Promise<unknown> {
      return request('/api/billing/cancel', anyAnswer, { method: 'POST', body: {} });
    },
    /** POST /api/billing/resume: takes a cancel back before the period ends. */
    resume(): Promise<unknown> {
      return request('/api/billing/resume', anyAnswer, { method: 'POST', body: {} });
    },
    /** POST /api/billing/portal: Stripe's customer portal (invoices, payment method, cancel). */
    portal(): Promise<{ url: string }> {
      return request('/api/billing/portal', checks.address, { method: 'POST', body: {} });
    },
  };
}

export const billingApi = billingApiOf(api.request);
