import { useCallback, useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint (section 1): below 768 px the layout switches to the phone shell. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** A phone held sideways: landscape with little height (the scoring screen's four-button board). */
export const LANDSCAPE_PHONE_QUERY = '(orientation: landscape) and (max-height: 500px)';

// One list per query for the page's life: `matchMedia` evaluates the query anew on every call, and
// React reads the answer on every render of a component that asks (the scoring board among them).
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
