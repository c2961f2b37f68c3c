import { isMatchRules, type MatchRules, resolveRules } from '@marcador/domain';

/*
 * The format of the user's last set-up, kept on this device across visits so a club that always plays
 * the same format picks it once. Storage is a hint any script may write: a value that is not a format
 * the engine plays is ignored.
 */

/** localStorage key of the last format chosen. */
export const LAST_FORMAT_KEY = 'marcador.lastFormat';

/** A stored format as the engine plays it (canonical rules of sets, never a race), or null. */
export function storedFormat(value: unknown): MatchRules | null {
  return isMatchRules(value) && value.race === undefined ? resolveRules(value) : null;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some privacy modes throw on the mere access of localStorage.
    return undefined;
  }
}

export function readLastFormat(store: Storage | undefined = storage()): MatchRules | null {
  try {
    return storedFormat(JSON.parse(store?.getItem(LAST_FORMAT_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function writeLastFormat(rules: MatchRules, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(LAST_FORMAT_KEY, JSON.stringify(rules));
  } catch {
    // Full or blocked storage: the next visit starts from the default format.
  }
}
