import {
  type BillingStatus,
  billingStatusSchema,
  type CheckoutResponse,
  type ConfirmCheckoutResponse,
  checkoutResponseSchema,
  confirmCheckoutResponseSchema,
  type DemoCheckout,
  demoCheckoutSchema,
  demoPayResponseSchema,
  portalResponseSchema,
} from '@marcador/contracts';
import type { RequestFn, Schema } from './api';
import { api } from './api-client';

export type { BillingStatus, CheckoutResponse, ConfirmCheckoutResponse, DemoCheckout };

/**
 * The contract names no answer body for cancel and resume: any 2xx will do, and the caller reads
 * GET /api/billing again for the new state.
 */
const anyAnswer: Schema<unknown> = { safeParse: (input) => ({ success: true, data: input }) };

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
      return request('/api/billing', billingStatusSchema, { signal });
    },
    /** POST /api/billing/checkout: the address to open; 409 `already_premium`. */
    checkout(): Promise<CheckoutResponse> {
      return request('/api/billing/checkout', checkoutResponseSchema, { method: 'POST', body: {} });
    },
    /** POST /api/billing/confirm: the server's word on a checkout session. */
    confirm(sessionId: string): Promise<ConfirmCheckoutResponse> {
      return request('/api/billing/confirm', confirmCheckoutResponseSchema, { method: 'POST', body: { sessionId } });
    },
    demoCheckout(id: string, signal?: AbortSignal): Promise<DemoCheckout> {
      return request(demo(id), demoCheckoutSchema, { signal });
    },
    /** POST /api/billing/demo/{id}/pay: answers where to go next (the payment-success page). */
    demoPay(id: string): Promise<{ url: string }> {
      return request(`${demo(id)}/pay`, demoPayResponseSchema, { method: 'POST', body: {} });
    },
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
      return request('/api/billing/portal', portalResponseSchema, { method: 'POST', body: {} });
    },
  };
}

export const billingApi = billingApiOf(api.request);
