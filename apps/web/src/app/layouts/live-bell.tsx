import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NotificationList } from '../../features/notifications/notification-list';
import { useLiveNotifications } from '../../features/notifications/use-live-notifications';
import { useMarkRead, useNotifications } from '../../features/notifications/use-notifications';
import { formatBadgeCount } from '../../lib/badge-count';
import { useTranslation } from '../../lib/use-translation';
import { QueryProvider } from '../query-provider';
import { TournamentDock } from './tournament-dock';

/**
 * The signed-in header's bell (its own chunk, with the notifications' copy): the unread count in its
 * badge and in its name, live from the tab's event stream (a new one also shows a toast), and a dropdown of the newest notifications (300 px of list, spec) with
 * "mark all read" and a link to /notifications. Closes on Escape (focus back on the bell), on a
 * press outside it and when a notification's link is followed. The phone top bar's bell (rendered on
 * every signed-in page, hidden by CSS on wide screens) also carries the tournament dock: the shell's
 * live parts for signed-in viewers share this chunk, so the indicator names nothing more in the
 * landing's entry.
 */
export function LiveBell({ dock = false }: { dock?: boolean }) {
  return (
    <QueryProvider>
      <BellWithList />
      {dock ? <TournamentDock /> : null}
    </QueryProvider>
  );
}

function BellWithList() {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('notifications');
  const list = useNotifications();
  const { markRead, markAllRead } = useMarkRead();
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = list.data?.unread ?? 0;
  const badge = formatBadgeCount(unread);
  const label = badge ? t('header.notificationsUnread', { count: badge }) : t('header.notifications');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={bell}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((shown) => !shown)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          // Hidden from screen readers: the bell's name carries the count.
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-ball-400 px-1.5 text-center text-[11px] font-extrabold leading-5 text-court-950 ring-2 ring-court-950"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={tn('notifications.title')}
          // A phone: the width of the screen under the top bar; wider screens: under the bell.
          className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-3xl bg-white text-court-900 shadow-xl ring-1 ring-court-900/10 md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:w-[22rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 pr-2 pl-4">
            <h2 className="font-display text-lg font-extrabold">{tn('notifications.title')}</h2>
            <button
              type="button"
              disabled={unread === 0}
              onClick={markAllRead}
              className="min-h-11 rounded-full px-3 text-sm font-bold text-court-700 hover:bg-court-50 disabled:opacity-50"
            >
              {tn('notifications.markAll')}
            </button>
          </div>
          <div className="max-h-[300px] overflow-y-auto">
            {list.data && list.data.notifications.length > 0 ? (
              <NotificationList
                compact
                notifications={list.data.notifications}
                onMarkRead={markRead}
                onOpen={() => setOpen(false)}
              />
            ) : (
              <p className="px-4 py-6 text-center text-sm text-muted">
                {list.isError
                  ? tn('notifications.loadFailed')
                  : list.data
                    ? tn('notifications.empty')
                    : t('common.loading')}
              </p>
            )}
          </div>
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="flex min-h-12 items-center justify-center border-t border-slate-100 text-sm font-bold text-court-800 hover:bg-court-50"
          >
            {tn('notifications.seeAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
