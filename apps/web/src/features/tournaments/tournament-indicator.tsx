import type { TournamentDetail } from '@marcador/contracts';
import { type Ref, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { FoldButton } from './fold-button';
import { MatchLine } from './match-line';
import { TournamentFacts } from './tournament-facts';
import { resultsPath, roundsPath } from './tournament-links';
import { useRoomBelow } from './use-room-below';

const LINK = buttonClasses('secondary');
/** The card's distance from the screen's bottom (`bottom-3`) and as much again above it. */
const ROOM_GAP_PX = 24;

export interface TournamentIndicatorProps {
  detail: TournamentDetail;
  /** Opens the floating dashboard. */
  onOpenDashboard: () => void;
  /** The dashboard button, to take the focus back when the dashboard closes. */
  dashboardButton?: Ref<HTMLButtonElement>;
}

/**
 * The floating indicator of the organiser's running tournament (spec section 2): name, status badge,
 * format and round, the current match's status and pairs, and the ways to the dashboard, results,
 * history and full rotation. It folds to its name and badge, and the page keeps room below its end
 * for it, so it never has to cover a page.
 */
export function TournamentIndicator({ detail, onOpenDashboard, dashboardButton }: TournamentIndicatorProps) {
  const { t } = useTranslation('tournaments');
  const [folded, setFolded] = useState(false);
  const bodyId = useId();
  const card = useRef<HTMLElement>(null);
  // The page keeps room for the card below its end, so nothing on it stays covered.
  useRoomBelow(card, ROOM_GAP_PX);
  const { tournament } = detail;
  const current = detail.rounds.flatMap((round) => round.matches).find((m) => m.id === tournament.currentMatchId);
  return (
    <section
      ref={card}
      aria-label={t('dock.indicator', { name: tournament.name })}
      className="fixed inset-x-3 bottom-3 z-40 grid gap-3 rounded-3xl bg-white p-4 text-court-900 shadow-xl ring-1 ring-court-900/10 md:inset-x-auto md:right-4 md:w-[24rem]"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-display text-lg font-extrabold [overflow-wrap:anywhere]">{tournament.name}</h2>
        <FoldButton
          folded={folded}
          controls={bodyId}
          label={t(folded ? 'dock.unfold' : 'dock.fold')}
          onToggle={() => setFolded((was) => !was)}
        />
      </div>
      <TournamentFacts summary={tournament} />
      {folded ? null : (
        <div id={bodyId} className="grid gap-3">
          {current ? <MatchLine match={current} /> : <p className="text-sm text-muted">{t('dock.noCurrent')}</p>}
          <div className="grid grid-cols-2 gap-2">
            <button ref={dashboardButton} type="button" className={buttonClasses('court')} onClick={onOpenDashboard}>
              {t('dock.dashboard')}
            </button>
            <Link to={resultsPath(tournament)} className={LINK}>
              {t('dock.results')}
            </Link>
            <Link to="/tournament-history" className={LINK}>
              {t('dock.history')}
            </Link>
            <Link to={roundsPath(tournament)} className={LINK}>
              {t('dock.rotation')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
