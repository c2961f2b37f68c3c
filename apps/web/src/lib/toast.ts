/*
 * Toasts without putting sonner (about 15 KB) on the landing page's path: the first toast loads
 * it, and flips the flag that makes the app mount its <Toaster/> (app/toaster-host.tsx). Sonner
 * replays toasts created before its Toaster subscribed, so nothing shown early is lost.
 */

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastMessage {
  title: string;
  description?: string | undefined;
  /** Milliseconds; sonner's default (4 s) when omitted. */
  duration?: number;
}

let wanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether any toast was requested yet. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast. `error` is the destructive style (red, with its icon). */
export function showToast(tone: ToastTone, { title, description, duration }: ToastMessage): void {
  want();
  import('sonner').then(
    ({ toast }) => {
      toast[tone](title, { description, ...(duration === undefined ? {} : { duration }) });
    },
    (error: unknown) => console.error('Could not load the toast library', error),
  );
}
