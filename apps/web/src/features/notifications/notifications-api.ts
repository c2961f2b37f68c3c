import type { NotificationList, NotificationsUnread } from '@marcador/contracts';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  list: shaped<NotificationList>({ notifications: 'array', unread: 'number' }),
  unread: shaped<NotificationsUnread>({ unread: 'number' }),
};

/** The notifications endpoints (packages/contracts/src/notifications.ts). */
export const notificationsApi = {
  list(signal?: AbortSignal): Promise<NotificationList> {
    return api.request('/api/notifications', checks.list, { signal });
  },
  markRead(id: string): Promise<NotificationsUnread> {
    return api.request(`/api/notifications/${encodeURIComponent(id)}/read`, checks.unread, { method: 'POST' });
  },
  markAllRead(): Promise<NotificationsUnread> {
    return api.request('/api/notifications/read-all', checks.unread, { method: 'POST' });
  },
};
