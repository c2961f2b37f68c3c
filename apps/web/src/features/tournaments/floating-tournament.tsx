import type { TournamentDetail } from '@marcador/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import type { Corner } from './dashboard-position';
import { TournamentDashboard } from './tournament-dashboard';
import { TournamentIndicator } from './tournament-indicator';
import { tournamentKey } from './tournaments-api';
import { TOURNAMENT_TOAST_MS } from './use-result-outbox';

export interface FloatingTournamentProps {
  /** The organiser's active or paused tournament; null once there is none (finished, say). */
  detail: TournamentDetail | null;
  /** The last read of it failed (the spec's toast). */
  loadFailed: boolean;
}

/**
 * The indicator of the running tournament and, opened from it, the floating dashboard (spec
 * section 2). The dashboard stays open, in its empty state, when the tournament ends under it;
 * closed, it gives the focus back to the indicator's dashboard button.
 */
export function FloatingTournament({ detail, loadFailed }: FloatingTournamentProps) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  const [corner, setCorner] = useState<Corner>('bottom-right');
  const dashboardButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const client = useQueryClient();
  // The links open the rotation page at its results or rounds (a #fragment). With the tournament in
  // the cache the page renders them at once, so the router can scroll to them; it reads it afresh too.
  useEffect(() => {
    const key = detail ? tournamentKey(detail.tournament.id) : null;
    if (key && client.getQueryData(key) === undefined) client.setQueryData(key, detail);
  }, [client, detail]);
  useEffect(() => {
    if (loadFailed) showToast('error', { title: t('dock.loadFailed'), duration: TOURNAMENT_TOAST_MS });
  }, [loadFailed, t]);
  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    dashboardButton.current?.focus();
  }, [open]);
  if (open) {
    return (
      <TournamentDashboard
        detail={detail}
        corner={corner}
        onCornerChange={setCorner}
        onClose={() => {
          closed.current = true;
          setOpen(false);
        }}
      />
    );
  }
  if (!detail) return null;
  return (
    <TournamentIndicator detail={detail} onOpenDashboard={() => setOpen(true)} dashboardButton={dashboardButton} />
  );
}
