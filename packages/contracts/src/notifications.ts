import { z } from 'zod';
import { uuidId } from './ids';
import { NOTIFICATION_KINDS } from './limits';

/**
 * One notification as its recipient reads it. `title` and `message` are in the recipient's language
 * when it was written (their profile's); `link` is a path of the app to open, or null.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest NOTIFICATIONS_LIMIT, newest first, and how many of all are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: uuidId() });

/** POST /api/notifications/:id/read and /api/notifications/read-all: what is still unread. */
export const notificationsUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsUnread = z.infer<typeof notificationsUnreadSchema>;

/**
 * GET /api/events: `since`, the id of the last event a tab saw, for a connection the tab opened
 * itself (a browser's own reconnection sends it as the Last-Event-ID header).
 */
export const eventsQuerySchema = z.object({ since: z.coerce.number().int().nonnegative().optional() });
