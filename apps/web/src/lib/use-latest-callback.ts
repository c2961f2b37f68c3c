import { useCallback, useRef } from 'react';

/**
 * A function that keeps one identity for the life of the component and always calls the latest
 * `callback`: a memoised child that takes it is not re-rendered because the callback's inputs
 * (a new match state on every point, say) changed.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: Args) => latest.current(...args), []);
}
