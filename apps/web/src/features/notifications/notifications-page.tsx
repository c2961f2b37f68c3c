import { CheckCheck, RotateCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { NotificationList } from './notification-list';
import { useMarkRead, useNotifications } from './use-notifications';

/** /notifications: the newest 50, read and unread, each marked read on its own or all at once. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tm } = useTranslation();
  const list = useNotifications();
  const { markRead, markAllRead } = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <>
      <PageHeader
        eyebrow={t('notifications.eyebrow')}
        title={t('notifications.title')}
        lead={list.data ? t('notifications.lead', { count: unread }) : undefined}
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
        {list.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
        {list.isError ? (
          <div className="grid gap-4">
            <Alert tone="error" title={t('notifications.loadFailed')} />
            <Button variant="secondary" className="justify-self-start" onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('notifications.retry')}
            </Button>
          </div>
        ) : null}
        {list.data ? (
          <section aria-label={t('notifications.title')} className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-court-900">{t('notifications.unreadCount', { count: unread })}</p>
              <Button variant="secondary" disabled={unread === 0} onClick={markAllRead}>
                <CheckCheck aria-hidden="true" className="size-4" />
                {t('notifications.markAll')}
              </Button>
            </div>
            {list.data.notifications.length === 0 ? (
              <p className="rounded-[28px] bg-white p-8 text-center text-muted shadow-card ring-1 ring-court-900/8">
                {t('notifications.empty')}
              </p>
            ) : (
              <div className="overflow-hidden rounded-[28px] bg-white shadow-card ring-1 ring-court-900/8">
                <NotificationList notifications={list.data.notifications} onMarkRead={markRead} />
              </div>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
