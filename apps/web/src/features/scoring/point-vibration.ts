import { useCallback, useState } from 'react';

/** The one switch that turns the point's vibration off, kept on this device ('off' when off; on by default). */
export const VIBRATION_KEY = 'marcador.vibration';

/** Long enough to feel through a grip, short enough not to blur two quick points. */
export const POINT_VIBRATION_MS = 40;

/** Whether this browser can vibrate at all (iOS Safari cannot): the switch shows only where it can. */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}

export function readVibration(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(VIBRATION_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** The switch's state and setter, and the buzz a point gives while it is on. */
export function usePointVibration(): { on: boolean; set: (on: boolean) => void; buzz: () => void } {
  const [on, setOn] = useState(() => canVibrate() && readVibration(globalThis.localStorage));
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(VIBRATION_KEY, next ? 'on' : 'off');
    } catch {
      // Storage full or blocked: the choice still applies until the page closes.
    }
  }, []);
  const buzz = useCallback(() => {
    if (on) navigator.vibrate(POINT_VIBRATION_MS);
  }, [on]);
  return { on, set, buzz };
}
