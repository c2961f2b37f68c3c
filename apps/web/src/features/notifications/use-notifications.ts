import type { NotificationList } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from './notifications-api';

/** The cache key of the signed-in user's notifications (list and unread count). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The user's notifications; a failed load is only logged (spec: "notification load ... failures only logged"). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await notificationsApi.list(signal);
      } catch (error) {
        console.warn('Could not load notifications', error);
        throw error;
      }
    },
  });
}

/**
 * Marking read: shown at once (the cached list changes before the server answers) and put back if
 * the server refuses; the failure is only logged (spec).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const change = (update: (list: NotificationList) => NotificationList) => {
    const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
    if (previous) queryClient.setQueryData(NOTIFICATIONS_KEY, update(previous));
    return { previous };
  };
  const settle = {
    onError: (error: unknown, _input: unknown, context?: { previous?: NotificationList }) => {
      console.warn('Could not mark notifications read', error);
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  };
  const one = useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      return change((list) => {
        const target = list.notifications.find((item) => item.id === id);
        if (!target || target.read) return list;
        return {
          notifications: list.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unread: Math.max(0, list.unread - 1),
        };
      });
    },
    ...settle,
  });
  const all = useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      return change((list) => ({
        notifications: list.notifications.map((item) => ({ ...item, read: true })),
        unread: 0,
      }));
    },
    ...settle,
  });
  return { markRead: one.mutate, markAllRead: () => all.mutate() };
}
