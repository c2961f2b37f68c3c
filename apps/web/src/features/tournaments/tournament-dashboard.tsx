import type { TournamentDetail } from '@marcador/contracts';
import { currentAndUpcoming } from '@marcador/domain';
import { GripHorizontal, X } from 'lucide-react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import {
  type Corner,
  clampPosition,
  cornerAfterKey,
  nearestCorner,
  type Point,
  type Viewport,
} from './dashboard-position';
import { FoldButton } from './fold-button';
import { MatchLine } from './match-line';
import { TournamentControls } from './tournament-controls';
import { TournamentFacts } from './tournament-facts';
import { resultsPath, roundsPath } from './tournament-links';

/** A snapped panel keeps 12 px from the viewport's edges; its height never passes the viewport. */
const CORNER_CLASSES: Record<Corner, string> = {
  'top-left': 'top-3 left-3',
  'top-right': 'top-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'bottom-right': 'bottom-3 right-3',
};

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

export interface TournamentDashboardProps {
  /** Null: no tournament running (finished from here, say): the empty state. */
  detail: TournamentDetail | null;
  corner: Corner;
  onCornerChange: (corner: Corner) => void;
  onClose: () => void;
}

/**
 * The floating tournament dashboard (spec section 2): a non-modal dialog over the page with the
 * status, the current match, the next three, and the organiser's ways to results, rotation, pause and
 * finish. Dragged by its handle (pointer) or moved with the arrow keys on it; it settles in the
 * nearest corner (dashboard-position.ts). Collapsible to its title bar, closable.
 */
export function TournamentDashboard({ detail, corner, onCornerChange, onClose }: TournamentDashboardProps) {
  const { t } = useTranslation('tournaments');
  const titleId = useId();
  const hintId = useId();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [dragged, setDragged] = useState<Point | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  // Opened from the indicator, which it replaces: the focus moves to its handle, not to the body.
  useEffect(() => handle.current?.focus(), []);
  const grab = useRef<Point | null>(null);

  // A press alone moves nothing: the panel follows the pointer from its first move, within the bounds.
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const box = panel.current?.getBoundingClientRect();
    if (event.button !== 0 || !box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const handlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const offset = grab.current;
    if (!offset) return;
    setDragged(clampPosition({ x: event.clientX - offset.x, y: event.clientY - offset.y }, viewport()));
  };
  const handlePointerUp = () => {
    const box = panel.current?.getBoundingClientRect();
    if (dragged && box) onCornerChange(nearestCorner(dragged, box, viewport()));
    grab.current = null;
    setDragged(null);
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={dragged ? { left: dragged.x, top: dragged.y } : undefined}
      onKeyDown={(event) => {
        // Not an Escape from the finish question, whose dialog is portalled but bubbles through React.
        if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) onClose();
      }}
      className={cn(
        'fixed z-50 flex max-h-[calc(100dvh-1.5rem)] w-[min(400px,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-3xl bg-white text-court-900 shadow-2xl ring-1 ring-court-900/15',
        dragged ? null : CORNER_CLASSES[corner],
      )}
    >
      <div className="flex items-center gap-1 border-b border-slate-100 py-1 pr-1 pl-2">
        <button
          ref={handle}
          type="button"
          aria-describedby={hintId}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
          onKeyDown={(event) => {
            const next = cornerAfterKey(corner, event.key);
            if (!next) return;
            event.preventDefault();
            onCornerChange(next);
          }}
          className="flex min-h-11 min-w-0 flex-1 cursor-grab touch-none items-center gap-2 rounded-full px-2 text-left active:cursor-grabbing"
        >
          <GripHorizontal aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <span id={titleId} className="font-display text-lg font-extrabold">
            {t('dock.title')}
          </span>
        </button>
        {/* Outside the handle, so the handle's name stays the panel's title. */}
        <span id={hintId} className="sr-only">
          {t('dock.moveHint')}
        </span>
        <FoldButton
          folded={collapsed}
          controls={bodyId}
          label={t(collapsed ? 'dock.expand' : 'dock.collapse')}
          onToggle={() => setCollapsed((was) => !was)}
        />
        <Button variant="ghost" aria-label={t('dock.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className="grid gap-4 overflow-y-auto p-4">
          {detail ? <DashboardBody detail={detail} /> : <EmptyDashboard onClose={onClose} />}
        </div>
      )}
    </div>
  );
}

function DashboardBody({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { tournament } = detail;
  const { current, upcoming } = currentAndUpcoming(
    detail.rounds.flatMap((round) => round.matches),
    tournament.currentRound,
  );
  return (
    <>
      <div className="grid gap-1">
        <p className="font-display text-base font-bold [overflow-wrap:anywhere]">{tournament.name}</p>
        <TournamentFacts summary={tournament} />
      </div>
      <section className="grid gap-2">
        <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{t('dock.current')}</h3>
        {current ? <MatchLine match={current} /> : <p className="text-sm text-muted">{t('dock.noCurrent')}</p>}
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{t('dock.upcoming')}</h3>
        {upcoming.length > 0 ? (
          <ol className="grid gap-3">
            {upcoming.map((match) => (
              <li key={match.id}>
                <MatchLine match={match} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('dock.noUpcoming')}</p>
        )}
      </section>
      <div className="grid grid-cols-2 gap-2">
        <Link to={resultsPath(tournament)} className={buttonClasses('secondary')}>
          {t('dock.viewResults')}
        </Link>
        <Link to={roundsPath(tournament)} className={buttonClasses('secondary')}>
          {t('dock.viewRotation')}
        </Link>
      </div>
      {tournament.canManage ? <TournamentControls summary={tournament} /> : null}
    </>
  );
}

function EmptyDashboard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tournaments');
  return (
    <>
      <p className="text-sm text-ink">{t('dock.empty')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('dock.emptyClose')}
        </Button>
        <Link to="/tournament-preview" className={buttonClasses('primary')}>
          {t('history.create')}
        </Link>
      </div>
    </>
  );
}
