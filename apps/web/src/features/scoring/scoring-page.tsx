import { isStartExpired, type Side } from '@marcador/domain';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadingScreen } from '../../components/ui/spinner';
import { clearMatchHandOver, readGameConfig, type StoredGameConfig } from '../../lib/match/game-config';
import { registerServiceWorker } from '../../lib/match/register-sw';
import { namesWithPlayers, teamNames } from '../../lib/match/team-names';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { LANDSCAPE_PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useTranslation } from '../../lib/use-translation';
import { type CommandContext, dispatchCommand, onCourt, shortcutFor } from './commands';
import { LiveShareButton } from './live-share';
import { SyncIndicator, SyncLimitNotice } from './match-cards';
import { MatchControls, PointButtons } from './match-controls';
import { usePointVibration } from './point-vibration';
import { type ScoreFeed, useScore } from './score-feed';
import { Scoreboard, type TeamView } from './scoreboard';
import { useScreenAwake } from './screen-awake';
import { currentChoice, hasPlayerOrder, type ServeChoice, sameChoice } from './serve-choice';
import { useServeQuestion } from './serve-question';
import { summaryPath, useFinish } from './use-finish';
import { type LiveMatch, useLiveMatch } from './use-live-match';
import { useRemoteControl } from './use-remote-control';
import type { VoiceTestDialogComponent } from './voice-panel';
import { VoiceSection } from './voice-section';

// The dialogs load after the scoreboard has rendered (components/ui/lazy-dialog.tsx).
const ConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));
const MatchOverDialog = lazyDialog(() => import('./match-over-dialog').then((m) => m.MatchOverDialog));
const ServeDialog = lazyDialog(() => import('./serve-dialog').then((m) => m.ServeDialog));
/*
 * The phone held sideways: a board over the page, like a dialog, so its code loads as one, after the
 * board has painted (and is then kept by the service worker for a turn of the phone offline).
 */
const LandscapeBoard = lazyDialog(() => import('./landscape-board').then((m) => m.LandscapeBoard));
// The cards nothing a thumb uses waits for, one chunk requested as the board renders (side-cards.tsx):
// the finished banner's code is already here when the match ends, also offline.
const StatusCards = lazy(() => import('./side-cards').then((m) => ({ default: m.StatusCards })));
const TimerCard = lazy(() => import('./side-cards').then((m) => ({ default: m.TimerCard })));
const FinishedBanner = lazy(() => import('./side-cards').then((m) => ({ default: m.FinishedBanner })));
// The start screen (who serves first) shows once per match, before the board: its code loads only then.
const StartCard = lazy(() => import('./start-card').then((m) => ({ default: m.StartCard })));

/**
 * /app: without a configuration it sends to /setup; otherwise the live match. The app layer hands in
 * the voice test dialog of the voice-help feature, which the voice panel opens.
 */
export function ScoringPage({ voiceTestDialog }: { voiceTestDialog?: VoiceTestDialogComponent } = {}) {
  const config = useMemo(readGameConfig, []);
  useEffect(() => registerServiceWorker(), []);
  if (!config) return <Navigate to="/setup" replace />;
  return <LiveScreen config={config} voiceTestDialog={voiceTestDialog} />;
}

interface ScreenProps {
  config: StoredGameConfig;
  voiceTestDialog?: VoiceTestDialogComponent | undefined;
}

function LiveScreen({ config, voiceTestDialog }: ScreenProps) {
  const { t } = useTranslation('match');
  const { t: tc } = useTranslation();
  const { live, error, finishOnOpen } = useLiveMatch(config);
  if (error) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <Alert tone="error" title={t('errors.storageTitle')}>
          {t('errors.storageBody')}
        </Alert>
      </div>
    );
  }
  if (!live) return <LoadingScreen label={tc('common.loading')} />;
  if (finishOnOpen)
    return <LeaveFinishedMatch to={finishOnOpen.reason === 'abandoned' ? '/setup' : summaryPath(live.match.id)} />;
  const started = live.match.startedAt !== null && !isStartExpired(live.match.startedAt, Date.now());
  return started ? (
    <Board live={live} config={config} voiceTestDialog={voiceTestDialog} />
  ) : (
    <Suspense fallback={<LoadingScreen label={tc('common.loading')} />}>
      <StartCard live={live} config={config} />
    </Suspense>
  );
}

/**
 * /app opened on a match that already ended: not the old board (and not its pop-up again) but the
 * match's summary, or /setup for one abandoned. The hand-over is cleared on the way, so the next
 * visit to /app (the menu's Inicio) starts a new match (decision 021).
 */
function LeaveFinishedMatch({ to }: { to: string }) {
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    clearMatchHandOver();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <LoadingScreen label={tc('common.loading')} />;
}

/** True from the moment the match ends while this screen shows it; an already finished match never opens it. */
function useEndedHere(over: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const wasOver = useRef(over);
  useEffect(() => {
    if (over && !wasOver.current) setOpen(true);
    if (!over) setOpen(false);
    wasOver.current = over;
  }, [over]);
  return [open, setOpen];
}

function Board({ live, config, voiceTestDialog }: ScreenProps & { live: LiveMatch }) {
  const { t } = useTranslation('match');
  const landscape = useMediaQuery(LANDSCAPE_PHONE_QUERY);
  const [asking, setAsking] = useState<'restart' | 'end' | 'nextSet' | null>(null);
  const names = useMemo(() => teamNames(config, t), [config, t]);
  // The same names with each team's players: the server is shown and announced by them.
  const withPlayers = useMemo(() => namesWithPlayers(config, t), [config, t]);
  const playerOrder = hasPlayerOrder(config);
  const { endByHand, ways } = useFinish(live, names);
  const { record, score } = live;
  // The board reads from the score only what a point seldom changes (primitives, or the final state
  // once there is a winner): a point renders the points label, which reads its own, not the board,
  // its buttons, dialogs, cards and voice panel (decision 027).
  const over = useScore(score, (shown) => shown.state.score.isGameOver);
  const canUndo = useScore(score, (shown) => shown.canUndo);
  const padel = useScore(score, (shown) => shown.state.rules.sport === 'padel');
  const deuce = useScore(score, (shown) => shown.state.rules.deuce);
  const startDeuce = live.match.rules.deuce;
  // Fixed when the match starts: a race has its points, no sets.
  const race = useScore(score, (shown) => shown.state.rules.race !== undefined);
  // The state once the match is over: won, or a points race ended level (a draw).
  const final = useScore(score, (shown) => (shown.state.score.isGameOver ? shown.state : null));
  const [celebrating, setCelebrating] = useEndedHere(over);
  const serveQuestion = useServeQuestion(score, playerOrder);
  // Which team is at the left end: the point buttons and the point keys follow the teams' ends.
  const left = useScore(score, (shown) => shown.state.leftSide);
  const vibration = usePointVibration();
  const { buzz } = vibration;
  const awake = useScreenAwake(!over);

  const context = useMemo<CommandContext>(
    () => ({
      over,
      canUndo,
      padel,
      race,
      actions: {
        point: (side) => {
          buzz();
          void record({ type: 'point_won', side });
        },
        undo: () => void record({ type: 'undo' }),
        nextSet: () => setAsking('nextSet'),
        swapCourt: () => void record({ type: 'swap_court' }),
        // Off again, the golden point gives back the rule the match started with (a star-point
        // match keeps its star point), or advantage when it started with the golden point.
        toggleGoldenPoint: () =>
          void record({
            type: 'rules_changed',
            rules: { deuce: deuce !== 'golden' ? 'golden' : startDeuce === 'golden' ? 'advantage' : startDeuce },
          }),
        restart: () => setAsking('restart'),
        endMatch: () => setAsking('end'),
      },
    }),
    [over, canUndo, padel, race, deuce, startDeuce, record, buzz],
  );

  useRemoteControl(context, Boolean(asking || celebrating || serveQuestion.question));

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      // A remote's key (use-remote-control.ts) that is also a shortcut is the remote's: it prevented it.
      if (asking || celebrating || serveQuestion.question || event.defaultPrevented) return;
      const name = shortcutFor(event);
      if (name && dispatchCommand(onCourt(name, left), context)) event.preventDefault();
    },
    [context, asking, celebrating, serveQuestion.question, left],
  );
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  const teams = useMemo<Record<Side, TeamView>>(
    () => ({
      player1: { name: names.player1, color: config.team1.color },
      player2: { name: names.player2, color: config.team2.color },
    }),
    [names, config],
  );

  const endMatch = useLatestCallback(() => void endByHand());
  const closeQuestion = useCallback((open: boolean) => {
    if (!open) setAsking(null);
  }, []);
  const nextSet = useCallback(() => void record({ type: 'next_set' }), [record]);
  const { ask: askServe, close: closeServe } = serveQuestion;
  // A restart forgets who served: the board asks again.
  const restart = useCallback(() => {
    void record({ type: 'restart' });
    askServe('start');
  }, [record, askServe]);
  const correctServe = useCallback(() => askServe('correct'), [askServe]);
  // A serve_order only when the choice differs from the rotation as it stands.
  const confirmServe = useCallback(
    (choice: ServeChoice) => {
      const now = currentChoice(score.current().state);
      if (now === null || !sameChoice(now, choice)) void record({ type: 'serve_order', ...choice });
    },
    [score, record],
  );
  const swap = useCallback(() => dispatchCommand('swapCourt', context), [context]);

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-5 sm:px-6 sm:py-8">
      <LandscapeBoard open={landscape} score={score} teams={teams} names={withPlayers} context={context} left={left} />
      {/* `isolate` on the title row, the scoreboard, the buttons and the controls: each paints as a
          layer of its own, so the frame of a new score repaints the points, not the page.
          Nothing above the point buttons changes height during a match: the sync state keeps one line,
          and what comes and goes (the end of the match, notices) shows under the controls. */}
      <div className="isolate mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <h1 className="font-display text-2xl font-extrabold text-court-900">{t('board.title')}</h1>
        <div className="grid h-11 grid-cols-[minmax(0,1fr)_auto] items-center gap-2 sm:flex">
          <SyncIndicator />
          <LiveShareButton matchId={live.match.id} />
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Scoreboard score={score} teams={teams} names={withPlayers} onSwap={swap} swapDisabled={over} />
          <PointButtons context={context} names={names} left={left} />
          <MatchControls
            context={context}
            goldenPoint={deuce === 'golden'}
            onCorrectServe={correctServe}
            vibration={vibration}
          />
          {final ? (
            <Suspense fallback={null}>
              <FinishedBanner final={final} names={names} {...ways} />
            </Suspense>
          ) : null}
          <SyncLimitNotice matchId={live.match.id} />
          {awake === 'unsupported' && !over ? (
            <p data-testid="screen-awake-hint" className="text-sm text-muted">
              {t('board.keepScreenOn')}
            </p>
          ) : null}
        </div>
        <aside className="flex flex-col gap-4 [contain:content]">
          {config.club && live.match.startedAt !== null ? (
            <Suspense fallback={null}>
              <TimerCard club={config.club} startedAt={live.match.startedAt} minutes={config.sessionDuration} />
            </Suspense>
          ) : null}
          <VoiceSection
            score={score}
            over={over}
            names={withPlayers}
            context={context}
            onEndMatch={endMatch}
            testDialog={voiceTestDialog}
          />
          <Suspense fallback={null}>
            <StatusCards race={race} score={score} names={names} />
          </Suspense>
        </aside>
      </div>
      {final ? (
        <MatchOverDialog open={celebrating} onOpenChange={setCelebrating} final={final} names={names} {...ways} />
      ) : null}
      <ServeDialog
        open={serveQuestion.question !== null}
        question={serveQuestion.question}
        names={withPlayers}
        playerOrder={playerOrder}
        onConfirm={confirmServe}
        onClose={closeServe}
      />
      <NextSetDialog open={asking === 'nextSet'} onOpenChange={closeQuestion} score={score} onConfirm={nextSet} />
      <ConfirmDialog
        open={asking === 'restart'}
        onOpenChange={closeQuestion}
        title={t('confirm.restartTitle')}
        body={t('confirm.restartBody')}
        confirmLabel={t('commands.restart')}
        onConfirm={restart}
      />
      <ConfirmDialog
        open={asking === 'end'}
        onOpenChange={closeQuestion}
        title={t('confirm.endTitle')}
        body={t('confirm.endBody')}
        confirmLabel={t('commands.endMatch')}
        onConfirm={endMatch}
      />
    </div>
  );
}

/**
 * "Siguiente set" abandons the set in play (decision 003), so it asks first and says what happens:
 * the set in play is dropped without a winner, the next one starts at 0-0, the sets stay as they are.
 * It reads the set, games and sets from the score itself, so only a game renders it.
 */
const NextSetDialog = memo(function NextSetDialog({
  open,
  onOpenChange,
  score,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  score: ScoreFeed;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('match');
  const current = useScore(score, (shown) => shown.state.score.currentSet);
  const games = useScore(score, ({ state }) => `${state.score.player1.games}-${state.score.player2.games}`);
  const sets = useScore(score, ({ state }) => `${state.score.player1.sets}-${state.score.player2.sets}`);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('confirm.nextSetTitle', { next: current + 1 })}
      body={t('confirm.nextSetBody', { current, next: current + 1, games, sets })}
      confirmLabel={t('commands.nextSet')}
      onConfirm={onConfirm}
    />
  );
});
