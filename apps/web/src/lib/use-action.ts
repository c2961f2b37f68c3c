import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's request: `run` sends it; `isPending` until it and its success handler are done. */
export interface Action<A extends unknown[]> {
  run: (...args: A) => void;
  isPending: boolean;
  /** The last run succeeded. */
  isSuccess: boolean;
}

export interface ActionHandlers<A extends unknown[], R> {
  /** Awaited before `isPending` turns false, so a follow-up read (the session) finishes first. */
  onSuccess?: (result: R, ...args: A) => unknown;
  onError?: (error: unknown) => void;
}

/**
 * A request a form sends whose answer no cached query holds (sign-in, sign-up, a reset e-mail): the
 * pending and success flags a button needs, without React Query on the page's first load (decision
 * 024). Pages that read and refresh cached server state keep React Query.
 */
export function useAction<A extends unknown[], R>(
  perform: (...args: A) => Promise<R>,
  handlers: ActionHandlers<A, R> = {},
): Action<A> {
  const [state, setState] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const latest = useRef({ perform, handlers });
  latest.current = { perform, handlers };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((...args: A) => {
    const { perform: send, handlers: on } = latest.current;
    setState('pending');
    void (async () => {
      try {
        const result = await send(...args);
        await on.onSuccess?.(result, ...args);
        if (mounted.current) setState('success');
      } catch (error) {
        if (mounted.current) setState('error');
        on.onError?.(error);
      }
    })();
  }, []);

  return { run, isPending: state === 'pending', isSuccess: state === 'success' };
}
