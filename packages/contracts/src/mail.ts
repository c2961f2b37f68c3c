import { LOCALES } from '@marcador/domain';
import { z } from 'zod';
import { EMAIL_TEMPLATES, NOTIFICATION_KINDS, type NotificationKind } from './limits';

/**
 * Categories a recipient may opt out of; transactional mail (verification, reset...) always goes.
 * `notifications` is chosen per kind (`EmailSettings.notifications`).
 */
export const optionalEmailCategorySchema = z.enum(['invitations', 'marketing', 'notifications']);
export type OptionalEmailCategory = z.infer<typeof optionalEmailCategorySchema>;

const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * One boolean per notification kind, as an object with a property per kind rather than a record:
 * OpenAPI documents its keys (a record's key enum is lost there) and the body-limit suite can bound it.
 */
function perNotificationKind<T extends z.ZodType>(value: T) {
  return z.strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, value])) as Record<NotificationKind, T>,
  );
}

/** GET /api/email-settings for the signed-in user. */
export const emailSettingsSchema = z.object({
  invitations: z.boolean(),
  marketing: z.boolean(),
  /** Per notification kind (every kind, with its default until the user chose): true also e-mails it. */
  notifications: perNotificationKind(z.boolean()),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** PUT /api/email-settings: the categories, and the notification kinds to change (others stay as they are). */
export const emailSettingsUpdateSchema = emailSettingsSchema.extend({
  notifications: perNotificationKind(z.boolean().optional()).optional(),
});
export type EmailSettingsUpdate = z.infer<typeof emailSettingsUpdateSchema>;

export const emailSettingsResponseSchema = emailSettingsSchema.extend({ email: z.string() });
export type EmailSettingsResponse = z.infer<typeof emailSettingsResponseSchema>;

/** POST /api/unsubscribe: the token from the e-mail's /unsubscribe?token= link; no login needed. */
export const unsubscribeRequestSchema = z.object({ token: z.string().max(2048) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export const unsubscribeResponseSchema = z.object({
  /** The address that was unsubscribed, partly masked (a***@example.com). */
  email: z.string(),
  category: optionalEmailCategorySchema,
  /** The notification kind no longer e-mailed, for category `notifications`. */
  kind: notificationKindSchema.optional(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** One outbox row for the admin mailbox on /email-test. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  locale: z.string(),
  category: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** queued, sent, failed, stored (no SMTP configured) or suppressed (recipient opted out). */
  status: z.enum(['queued', 'sent', 'failed', 'stored', 'suppressed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: the latest 100 messages, newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** GET /api/dev/mailbox (no SMTP_URL, this computer only): the key the server console printed at start. */
export const devMailboxQuerySchema = z.object({ key: z.string().max(128) });
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;

/** POST /api/admin/email-test: sends one template with sample data. */
export const emailTestRequestSchema = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  to: z.email().max(254),
  locale: z.enum(LOCALES).default('es'),
});
export type EmailTestRequest = z.input<typeof emailTestRequestSchema>;

export const emailTestResponseSchema = z.object({ id: z.string(), status: outboxMessageSchema.shape.status });
export type EmailTestResponse = z.infer<typeof emailTestResponseSchema>;
