import { localPathOr } from '../../lib/local-path';

/**
 * localStorage key of the page a sign-up asked to continue to once its e-mail is verified (the
 * premium sign-up: /premium-checkout). The sign-up's own link already carries it (the request's
 * `intent`), but a resent link (a refused sign-in, the resend button) lands on /setup: in the browser
 * that signed up, this remembered intent still leads on to checkout.
 */
export const AFTER_VERIFY_KEY = 'afterVerify';

/** As long as the e-mailed link stays valid (24 h, decision 019): an older intent is stale. */
export const AFTER_VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers `path` (a same-site path) as where to go after this sign-up's verification. */
export function rememberAfterVerify(path: string, now: number, store: Store | undefined = storage()): void {
  const safe = localPathOr(path, '');
  if (!safe) return;
  try {
    store?.setItem(AFTER_VERIFY_KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // No storage: the confirmation goes to /setup, and the plans are one tap away.
  }
}

/**
 * Where the confirmation page goes: the remembered page when the link named the default target and
 * the intent is fresh, else `target`. Only reads: the page calls `forgetAfterVerify` as it leaves.
 */
export function afterVerifyTarget(
  target: string,
  defaultTarget: string,
  now: number,
  store: Store | undefined = storage(),
): string {
  let saved: unknown = null;
  try {
    saved = JSON.parse(store?.getItem(AFTER_VERIFY_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (target !== defaultTarget || typeof saved !== 'object' || saved === null) return target;
  const { path, at } = saved as { path?: unknown; at?: unknown };
  if (typeof path !== 'string' || typeof at !== 'number' || now - at > AFTER_VERIFY_TTL_MS || at > now) return target;
  return localPathOr(path, target);
}

/** The intent is used once: forgotten when the confirmation page moves on. */
export function forgetAfterVerify(store: Store | undefined = storage()): void {
  try {
    store?.removeItem(AFTER_VERIFY_KEY);
  } catch {
    // Nothing to forget without storage.
  }
}
