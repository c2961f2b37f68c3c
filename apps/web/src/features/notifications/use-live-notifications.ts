import type { NotificationList } from '@marcador/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userEvents } from '../../lib/realtime/event-stream';
import { showToast } from '../../lib/toast';
import { NOTIFICATIONS_KEY } from './use-notifications';

/** Spec: a notification that arrives shows as a toast for 5 seconds. */
export const NOTIFICATION_TOAST_MS = 5_000;

/** Notifications already shown as a toast in this tab (both headers' bells listen; one toast each). */
const toasted = new Set<string>();

function createdIds(data: unknown): string[] {
  const created = (data as { created?: unknown } | null)?.created;
  return Array.isArray(created) ? created.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Keeps the cached notifications live from the tab's event stream: a change reads the list again
 * (no polling), a new one shows its toast, and every (re)connection reads again what may have
 * changed while the tab was not listening.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = userEvents();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const stops = [
      events.subscribe('open', refresh),
      events.subscribe('resync', refresh),
      events.subscribe('notifications', (data) => {
        const created = createdIds(data).filter((id) => !toasted.has(id));
        for (const id of created) toasted.add(id);
        void queryClient.refetchQueries({ queryKey: NOTIFICATIONS_KEY }).then(() => {
          const list = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
          for (const id of created) {
            const item = list?.notifications.find((notification) => notification.id === id);
            if (item && !item.read) {
              showToast('info', { title: item.title, description: item.message, duration: NOTIFICATION_TOAST_MS });
            }
          }
        });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
