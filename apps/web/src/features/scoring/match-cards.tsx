import { MAX_MATCH_ENTRIES } from '@marcador/domain';
import { CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { memo } from 'react';
import { Alert } from '../../components/ui/alert';
import { cn } from '../../lib/cn';
import { useSyncStatus } from '../../lib/match/browser-sync';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Sincronizado" or "N pendientes", with offline shown as such, in a pill of fixed height: on a phone
 * its words take two short lines rather than pushing the board below them down.
 */
export const SyncIndicator = memo(function SyncIndicator() {
  const { t } = useTranslation('match');
  const { state, pending } = useSyncStatus();
  const synced = pending === 0 && state !== 'offline' && state !== 'error';
  const Icon = synced ? CloudCheck : state === 'syncing' ? LoaderCircle : CloudOff;
  const text = `${synced ? t('sync.synced') : t('sync.pending', { count: pending })}${state === 'offline' ? ` · ${t('sync.offline')}` : ''}`;
  return (
    <p
      role="status"
      data-testid="sync-indicator"
      data-pending={pending}
      title={text}
      className={cn(
        'inline-flex h-10 max-w-full min-w-0 items-center gap-2 justify-self-start rounded-full px-3 text-xs leading-4 font-semibold sm:h-9 sm:text-sm',
        synced
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-4 shrink-0', state === 'syncing' && !synced ? 'animate-spin' : '')}
      />
      <span className="line-clamp-2 sm:line-clamp-1">{text}</span>
    </p>
  );
});

/**
 * When the server holds the most entries this match may have, a message says the new points stay on
 * this device; it shows under the controls, so it never moves them.
 */
export function SyncLimitNotice({ matchId }: { matchId: string }) {
  const { t } = useTranslation('match');
  const { full } = useSyncStatus();
  return full.includes(matchId) ? <Alert tone="info">{t('sync.full', { max: MAX_MATCH_ENTRIES })}</Alert> : null;
}
