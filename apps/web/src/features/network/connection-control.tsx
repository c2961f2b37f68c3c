import type { PlayerCard } from '@marcador/contracts';
import { Ban, Hourglass, UserCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { ConnectionButton } from './connection-button';
import { asksFirst, type ConnectionControls } from './connection-controls';
import { LazyConfirmChangeDialog as ConfirmChangeDialog } from './lazy-confirm-change-dialog';
import type { ConnectionAction } from './network-api';
import { useConnectionChange } from './use-connection-change';

const STATUS_LOOKS = {
  sent: { icon: Hourglass, className: 'bg-slate-100 text-slate-700' },
  connected: { icon: UserCheck, className: 'bg-grass-100 text-grass-700' },
  blocked: { icon: Ban, className: 'bg-red-50 text-red-800' },
} as const;

/**
 * Where the viewer stands with a player, and the buttons that change it (`controls`, from
 * connection-controls.ts). In a list (`inList`) each button's name says whose it is. Removing and
 * blocking ask first. The status is a live region, so the outcome of a press is read out; when the
 * pressed button has gone with the old state, the focus moves to the control instead of being lost.
 */
export function ConnectionControl({
  player,
  requestId = null,
  controls,
  inList = false,
}: {
  player: Pick<PlayerCard, 'id' | 'name'>;
  requestId?: string | null;
  controls: ConnectionControls;
  inList?: boolean;
}) {
  const { t } = useTranslation('network');
  const root = useRef<HTMLDivElement>(null);
  const change = useConnectionChange({ userId: player.id, requestId });
  const [asking, setAsking] = useState<ConnectionAction | null>(null);
  // A closed dialog shows nothing; the fallback only gives its text a key.
  const asked = asking ?? 'remove';

  const run = (action: ConnectionAction) =>
    change.mutate(action, {
      onSettled: () =>
        requestAnimationFrame(() => {
          const focus = document.activeElement;
          if (!focus || focus === document.body) root.current?.focus();
        }),
    });
  const press = (action: ConnectionAction) => {
    if (asksFirst(action)) setAsking(action);
    else run(action);
  };

  return (
    <div ref={root} tabIndex={-1} className="flex flex-wrap items-center gap-2 rounded-2xl">
      <p role="status" className={cn(!controls.status && 'sr-only')}>
        {controls.status ? <StatusPill status={controls.status} /> : null}
      </p>
      {controls.actions.map((action) => (
        <ConnectionButton
          key={action}
          action={action}
          playerName={inList ? player.name : undefined}
          busy={change.isPending}
          onPress={() => press(action)}
        />
      ))}
      <ConfirmChangeDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t(`confirm.${asked}.title`, { name: player.name })}
        body={t(`confirm.${asked}.body`)}
        confirmLabel={t(`actions.${asked}`)}
        keepLabel={t('confirm.keep')}
        onConfirm={() => run(asked)}
      />
    </div>
  );
}

function StatusPill({ status }: { status: NonNullable<ConnectionControls['status']> }) {
  const { t } = useTranslation('network');
  const { icon: Icon, className } = STATUS_LOOKS[status];
  return (
    <span className={cn('inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`status.${status}`)}
    </span>
  );
}
