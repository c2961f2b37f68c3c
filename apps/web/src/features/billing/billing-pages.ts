import type { ComponentType } from 'react';
import { DemoCheckoutPage } from './demo-checkout-page';
import { PaymentSuccessPage } from './payment-success-page';
import { PremiumCheckoutPage } from './premium-checkout-page';

/**
 * The purchase journey's pages, one chunk for all three: a buyer goes through them in a row, so the
 * demo and success pages never wait for a download mid-payment, and the entry's route table lists
 * one lazy module instead of three (the landing page's JavaScript stays as it was).
 */
export const BILLING_PAGES = {
  checkout: PremiumCheckoutPage,
  demo: DemoCheckoutPage,
  success: PaymentSuccessPage,
} satisfies Record<string, ComponentType>;

export type BillingPage = keyof typeof BILLING_PAGES;
