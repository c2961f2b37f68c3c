import { endMatchResult } from '@marcador/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { matchSync } from '../../lib/match/browser-sync';
import {
  clearMatchHandOver,
  clearStartTime,
  hasSavedMarker,
  savedMarkerKey,
  setSavedMarker,
} from '../../lib/match/game-config';
import type { FinishReason, LocalMatch } from '../../lib/match/match-store';
import { showToast } from '../../lib/toast';
import { tournamentRotationPath } from '../../lib/tournaments';
import { useTranslation } from '../../lib/use-translation';
import { useScore } from './score-feed';
import { tournamentResultOf } from './tournament-score';
import type { LiveMatch } from './use-live-match';

/** How long a finish waits for the server before saying "saved on this device". */
const SAVE_WAIT_MS = 8000;
/** Spec section 9: match toasts last 3 s. */
const TOAST_MS = 3000;

function syncWithin(ms: number): Promise<boolean> {
  return Promise.race([matchSync().syncNow(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

/** The summary page of a match. */
export function summaryPath(id: string): string {
  return `/match-summary?id=${encodeURIComponent(id)}`;
}

/**
 * The match record once it ended now: the finish, and a tournament match's result kept beside it
 * until its tournament has it (the sync sends both; decision 045).
 */
function finished(live: LiveMatch, reason: FinishReason): (match: LocalMatch) => LocalMatch {
  return (match) => {
    const result = tournamentResultOf(match.config, live.score.current().state.score);
    return { ...match, finish: { endedAt: Date.now(), reason }, ...(result ? { tournamentResult: result } : {}) };
  };
}

/**
 * The end of a match (spec section 4): saved once automatically when the domain says it is over;
 * ended by hand with the weighted rule; a new match clears the hand-over. The finish is stored on
 * the device first, so a failed save only delays it: the sync sends it later. Leaving a finished
 * match (its summary, a new match, ending by hand) clears the hand-over, so /app and Inicio lead
 * to /setup afterwards, never back to the old board (decision 021). A tournament's match leads back
 * to the tournament's rotation instead of a new match, ended by hand too.
 */
export function useFinish(live: LiveMatch, names: { player1: string; player2: string }) {
  const { t } = useTranslation('match');
  const navigate = useNavigate();
  const saving = useRef(false);
  const tournament = live.match.config.tournament;

  /** A tournament match's way back: its rotation (which reads the tournament afresh on opening). */
  const tournamentPath = useCallback(
    (): string | null => (tournament ? tournamentRotationPath(tournament.tournamentId) : null),
    [tournament],
  );

  const over = useScore(live.score, (shown) => shown.state.score.isGameOver);
  useEffect(() => {
    if (!over || live.match.finish || saving.current) return;
    const marker = savedMarkerKey(names.player1, names.player2, live.score.current().state.score.currentSet);
    if (hasSavedMarker(marker)) return;
    saving.current = true;
    setSavedMarker(marker);
    void (async () => {
      await live.updateMatch(finished(live, 'match_over'));
      const saved = await syncWithin(SAVE_WAIT_MS);
      showToast(saved ? 'success' : 'error', {
        title: saved ? t('toasts.saved') : t('toasts.saveFailed'),
        description: saved ? undefined : t('toasts.savedLocally'),
        duration: TOAST_MS,
      });
      saving.current = false;
    })();
  }, [live, over, names, t]);

  const endByHand = useCallback(async () => {
    try {
      const { winner } = endMatchResult(live.score.current().state.score);
      await live.updateMatch(finished(live, 'manual'));
      const saved = await syncWithin(SAVE_WAIT_MS);
      const result = winner ? t('finished.winner', { team: names[winner] }) : t('finished.draw');
      showToast(saved ? 'success' : 'info', {
        title: result,
        description: saved ? t('toasts.saved') : t('toasts.savedLocally'),
        duration: TOAST_MS,
      });
      clearStartTime();
      clearMatchHandOver();
      void navigate(tournamentPath() ?? summaryPath(live.match.id));
    } catch (error) {
      console.error('Could not end the match', error);
      showToast('error', { title: t('toasts.saveProblem'), duration: TOAST_MS });
      void navigate('/profile');
    }
  }, [live, names, navigate, t, tournamentPath]);

  const newMatch = useCallback(() => {
    clearMatchHandOver();
    void navigate(tournamentPath() ?? '/setup');
  }, [navigate, tournamentPath]);

  const viewSummary = useCallback(() => {
    clearMatchHandOver();
    void navigate(summaryPath(live.match.id));
  }, [live, navigate]);

  // The finished banner's and the pop-up's ways on, the same in both.
  const ways = useMemo(
    () => ({
      onSummary: viewSummary,
      onNewMatch: newMatch,
      newMatchLabel: t(tournament ? 'finished.backToTournament' : 'finished.newMatch'),
    }),
    [viewSummary, newMatch, t, tournament],
  );
  return { endByHand, ways };
}
