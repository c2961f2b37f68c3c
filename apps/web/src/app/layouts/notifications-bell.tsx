import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../lib/badge-count';
import { useTranslation } from '../../lib/use-translation';

/** Header bell linking to /notifications, with an unread badge (`9+` above nine). Signed-in viewers only. */
export function NotificationsBell({ count }: { count: number }) {
  const { t } = useTranslation();
  const badge = formatBadgeCount(count);
  const label = badge ? t('header.notificationsUnread', { count: badge }) : t('header.notifications');
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
    >
      <Bell aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-ball-400 px-1.5 text-center text-[11px] font-extrabold leading-5 text-court-950 ring-2 ring-court-950"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
