import { localPathOr } from './local-path';

/**
 * sessionStorage key of the page a user left for the plans or checkout (spec section 2: "the return
 * path is remembered before redirecting to /precios"), read after payment. Session storage: it
 * belongs to this tab's journey, and a new tab starts without one.
 */
export const RETURN_PATH_KEY = 'premiumReturnPath';

/** Pages that are steps of the purchase itself: returning to one of them after paying makes no sense. */
const PURCHASE_PATHS = [
  '/precios',
  '/premium-checkout',
  '/demo-checkout',
  '/payment-success',
  '/success',
  '/registration',
];

function isPurchaseStep(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return PURCHASE_PATHS.includes(pathname);
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Remembers `path` (a same-site path such as `/app` or `/profile?tab=partidos`) as the page to return
 * to after payment. Anything else, and the purchase pages themselves, are ignored.
 */
export function rememberReturnPath(path: string, store: Pick<Storage, 'setItem'> | undefined = storage()): void {
  const safe = localPathOr(path, '');
  if (!safe || isPurchaseStep(safe)) return;
  try {
    store?.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Full or blocked storage: the success page then offers /app.
  }
}

/** The remembered page, checked again on the way out (storage is writable by any script), else `fallback`. */
export function returnPathOr(fallback: string, store: Pick<Storage, 'getItem'> | undefined = storage()): string {
  let value: string | null = null;
  try {
    value = store?.getItem(RETURN_PATH_KEY) ?? null;
  } catch {
    value = null;
  }
  const safe = localPathOr(value, fallback);
  return isPurchaseStep(safe) ? fallback : safe;
}
