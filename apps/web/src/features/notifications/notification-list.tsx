import type { Notification } from '@marcador/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';

/**
 * Notifications newest first: unread ones marked with a dot and bold, each with how long ago it came
 * (kept fresh). A notification with a link opens it (and counts as read); an unread one has its
 * "mark read" button.
 */
export function NotificationList({
  notifications,
  onMarkRead,
  onOpen,
  compact = false,
}: {
  notifications: readonly Notification[];
  onMarkRead: (id: string) => void;
  /** After a notification's link is followed (the dropdown closes). */
  onOpen?: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const now = useNow();
  return (
    <ul className="divide-y divide-slate-100">
      {notifications.map((item) => {
        const titleId = `notification-${item.id}`;
        return (
          <li
            key={item.id}
            className={cn('flex gap-3', compact ? 'px-4 py-3' : 'px-5 py-4', !item.read && 'bg-ball-50/60')}
          >
            <span
              aria-hidden="true"
              className={cn('mt-2 size-2.5 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-ball-500')}
            />
            <div className="min-w-0 flex-1">
              <p
                id={titleId}
                className={cn('break-words text-court-900', item.read ? 'font-medium' : 'font-extrabold')}
              >
                {item.link ? (
                  <Link
                    to={item.link}
                    className="rounded underline-offset-2 hover:underline"
                    onClick={() => {
                      if (!item.read) onMarkRead(item.id);
                      onOpen?.();
                    }}
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
                {item.read ? null : <span className="sr-only"> ({t('notifications.unread')})</span>}
              </p>
              <p className="mt-0.5 break-words text-sm text-muted">{item.message}</p>
              <p className="mt-1 text-xs font-semibold text-court-700">
                <time dateTime={new Date(item.createdAt).toISOString()}>
                  {timeAgo(item.createdAt, now, i18n.language)}
                </time>
              </p>
              {item.read ? null : (
                <button
                  type="button"
                  aria-describedby={titleId}
                  onClick={() => onMarkRead(item.id)}
                  className="mt-2 min-h-11 rounded-full px-4 text-xs font-bold text-court-700 ring-1 ring-court-200 hover:bg-court-50"
                >
                  {t('notifications.markRead')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
