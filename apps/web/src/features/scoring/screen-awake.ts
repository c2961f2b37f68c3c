import { useEffect, useState } from 'react';

/**
 * Whether the screen is kept on: 'on' while a wake lock is held, 'unsupported' where the browser
 * lacks the Screen Wake Lock API or refuses it (the board then says how to keep the screen on), 'off'
 * otherwise (the match is over, or the page is hidden and the browser has released the lock).
 */
export type ScreenAwake = 'on' | 'off' | 'unsupported';

/**
 * Keeps the screen on while `active` (a live match): a lock is taken when the board shows, taken
 * again when the page comes back into view, and released when the page is hidden, the match ends or
 * the board closes.
 */
export function useScreenAwake(active: boolean): ScreenAwake {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<ScreenAwake>(supported ? 'off' : 'unsupported');
  useEffect(() => {
    if (!supported || !active) return;
    let lock: WakeLockSentinel | null = null;
    let closed = false;
    const take = () => {
      // Browsers release the lock of a hidden page themselves; releasing it here too does not rely on it.
      if (document.visibilityState !== 'visible') return void lock?.release();
      if (lock) return;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          if (closed) return void taken.release();
          lock = taken;
          setState('on');
          taken.addEventListener('release', () => {
            lock = null;
            if (!closed) setState('off');
          });
        },
        () => setState('unsupported'),
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
      setState('off');
    };
  }, [supported, active]);
  return state;
}
