import { describe, expect, it, vi } from 'vitest';
import { checkoutOpening, formatBillingDate, openProviderPage, priceAmount } from './billing';

function fakeWindow(tab: { opener: unknown } | null) {
  return { open: vi.fn(() => tab), location: { assign: vi.fn() } };
}

describe('opening a checkout', () => {
  it.each([
    ['/demo-checkout?session=abc', 'same-tab'],
    ['https://checkout.stripe.com/c/pay/cs_test_1', 'new-tab'],
    ['http://127.0.0.1:4242/c/pay/cs_test_1', 'new-tab'],
    ['/profile', 'refused'],
    ['//evil.example/demo-checkout', 'refused'],
    ['javascript:alert(1)', 'refused'],
    ['not a url', 'refused'],
  ])('%s -> %s', (url, expected) => {
    expect(checkoutOpening(url)).toBe(expected);
  });

  it('opens Stripe in a new tab that cannot reach back to this one', () => {
    const tab = { opener: 'this window' as unknown };
    const win = fakeWindow(tab);
    expect(openProviderPage('https://checkout.stripe.com/x', win)).toBe('new-tab');
    expect(win.open).toHaveBeenCalledWith('https://checkout.stripe.com/x', '_blank');
    expect(tab.opener).toBeNull();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('falls back to this tab when the pop-up is blocked', () => {
    const win = fakeWindow(null);
    expect(openProviderPage('https://checkout.stripe.com/x', win)).toBe('same-tab');
    expect(win.location.assign).toHaveBeenCalledWith('https://checkout.stripe.com/x');
  });

  it('goes to the demo page in this tab without a pop-up', () => {
    const win = fakeWindow({ opener: null });
    expect(openProviderPage('/demo-checkout?session=abc', win)).toBe('same-tab');
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledWith('/demo-checkout?session=abc');
  });

  it('refuses an address that is neither ours nor http(s)', () => {
    const win = fakeWindow({ opener: null });
    expect(openProviderPage('javascript:alert(1)', win)).toBe(false);
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('billing text', () => {
  it('writes dates in the interface language', () => {
    expect(formatBillingDate('2026-12-24T12:00:00.000Z', 'es')).toBe('24 de diciembre de 2026');
    expect(formatBillingDate('2026-12-24T12:00:00.000Z', 'en')).toBe('December 24, 2026');
  });

  it('shows cents only when there are some', () => {
    expect(priceAmount(1200, 'es')).toBe('12');
    expect(priceAmount(1250, 'es')).toBe('12,50');
    expect(priceAmount(1250, 'en')).toBe('12.50');
  });
});
