import { type TeamNames, VOICE_COMMANDS, VOICE_LEXICONS, type VoiceCommand, type VoiceLang } from '@marcador/domain';
import { ExternalLink, FlaskConical, Mic, MicOff, Volume2 } from 'lucide-react';
import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { afterPaint } from '../../lib/after-paint';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { isInFrame, isIos } from '../../lib/voice/microphone';
import { isMicActive, isMicButtonEnabled, type MicContext } from '../../lib/voice/microphone-machine';
import type { HeardOutcome } from '../../lib/voice/voice-controller';
import { type CommandContext, dispatchCommand } from './commands';
import { CommandButton } from './match-controls';
import type { ScoreFeed } from './score-feed';
import { announcementKind, announcementText, questionAnswer, registryCommand } from './voice-commands';
import { PanelTitle } from './voice-panel-title';
import { VoicePhoneDialog } from './voice-phone-dialog';
import { isPermissionError, useVoiceSession, type VoiceSession } from './voice-session';

/** Spec section 9: microphone toasts last 3 s. */
const MIC_TOAST_MS = 3000;
/** The commands offered as quick-test chips (the rest are one tap away in the manual controls). */
const QUICK_TEST: readonly VoiceCommand[] = ['point_us', 'point_them', 'undo', 'score'];
/** The manual buttons of the voice panel (spec section 2), from the command registry. */
const MANUAL = ['pointUs', 'pointThem', 'undo', 'nextSet', 'restart', 'endMatch'] as const;

/** The voice test dialog, handed in by the app layer (features do not import each other). */
export type VoiceTestDialogComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * None of these change with a point: the panel reads the score from `score` (decision 027).
 * VoiceSection imports them as a type only, so /app's chunk loads nothing of the panel's.
 */
export interface VoicePanelProps {
  score: ScoreFeed;
  /** The match is over: the microphone stops. */
  over: boolean;
  names: TeamNames;
  /** The buttons' context: manual controls ask for confirmation as everywhere else. */
  context: CommandContext;
  /** Ends the match at once: a spoken "terminar partido" is the player's confirmation. */
  onEndMatch: () => void;
  testDialog?: VoiceTestDialogComponent | undefined;
}

/** The Premium voice panel: its own chunk, loaded by VoiceSection only for a Premium user (decision 024). */
export function VoicePanel({ score, over, names, context, onEndMatch, testDialog }: VoicePanelProps) {
  const { t, i18n } = useTranslation('voice');
  const lang: VoiceLang = currentLanguage(i18n.language);
  const voiceCommandAt = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef({ names, context, onEndMatch, lang });
  latest.current = { names, context, onEndMatch, lang };
  const sessionRef = useRef<VoiceSession | null>(null);
  // A browser that refuses speech without a gesture refuses every call: one toast per visit says so,
  // one per point would cover the board and make each new score also lay out a toast.
  const tapToHearShown = useRef(false);

  const onCommand = useCallback(
    (command: VoiceCommand) => {
      const { names: teams, context: buttons, onEndMatch: end, lang: language } = latest.current;
      const name = registryCommand(command);
      if (name === null) {
        // A question ("marcador", "¿quién saca?"): answered aloud, nothing recorded.
        const answer = questionAnswer(command, score.current().state, language, teams);
        if (answer !== null) sessionRef.current?.say(answer, 'score');
        return;
      }
      voiceCommandAt.current = performance.now();
      // The spoken end of the match stops the microphone first (the spec's mic-stop), then ends it.
      if (name === 'endMatch' && !buttons.over) sessionRef.current?.matchEnded();
      dispatchCommand(name, { ...buttons, actions: { ...buttons.actions, endMatch: end } });
    },
    [score],
  );

  const session = useVoiceSession({
    lang,
    over,
    onCommand,
    onNeedsTap: () => {
      if (tapToHearShown.current) return;
      tapToHearShown.current = true;
      showToast('info', { title: t('audio.tapToHear'), duration: MIC_TOAST_MS });
    },
    onPermissionError: () =>
      showToast('error', {
        title: t('permissionToast.title'),
        description: t('permissionToast.body'),
        duration: MIC_TOAST_MS,
      }),
  });
  sessionRef.current = session;

  // After each new entry (a point, a change, an undo), the umpire's call; the entries already there
  // when the panel opens are not called. Heard from the feed: a point does not render the panel.
  const announced = useRef(score.current().entryCount);
  const { say } = session;
  useEffect(
    () =>
      score.subscribe(() => {
        const { state: now, entryCount, lastEntryType } = score.current();
        if (entryCount === announced.current) return;
        announced.current = entryCount;
        const { names: teams, lang: language } = latest.current;
        const kind = announcementKind(now.score.isGameOver, voiceCommandAt.current, performance.now());
        const text = announcementText(now, lastEntryType, language, teams);
        // After the frame with the new score is painted: the call must not delay the score itself.
        afterPaint(() => say(text, kind));
      }),
    [score, say],
  );

  const hearScore = useCallback(() => {
    const current = sessionRef.current;
    if (!current) return;
    if (!current.preference.audio) showToast('info', { title: t('audio.off'), duration: MIC_TOAST_MS });
    const { names: teams, lang: language } = latest.current;
    current.say(announcementText(score.current().state, 'undo', language, teams), 'score');
  }, [t, score]);

  return (
    <VoicePanelView
      session={session}
      over={over}
      lang={lang}
      context={context}
      onHearScore={hearScore}
      testDialog={testDialog}
    />
  );
}

/**
 * What the panel shows. Memoised with props that a point does not change, so the frame that paints
 * a new score does not also re-render the panel (the score's latency is the product).
 */
const VoicePanelView = memo(function VoicePanelView({
  session,
  over,
  lang,
  context,
  onHearScore,
  testDialog,
}: {
  session: VoiceSession;
  over: boolean;
  lang: VoiceLang;
  context: CommandContext;
  onHearScore: () => void;
  testDialog?: VoiceTestDialogComponent | undefined;
}) {
  const { t } = useTranslation('voice');
  return (
    <Card className="flex flex-col gap-5 p-5" data-testid="voice-panel">
      <PanelTitle />
      <p className="-mt-3 text-sm text-muted">{t('panel.lead')}</p>
      <FrameWarning />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Switch
          label={t('panel.audio')}
          hint={t('panel.audioHint')}
          checked={session.preference.audio}
          onChange={session.setAudio}
        />
        <Switch
          label={t('panel.microphone')}
          hint={t('panel.microphoneHint')}
          checked={session.preference.microphone}
          onChange={session.setMicrophone}
          disabled={session.mic.state === 'unsupported'}
        />
      </div>
      {session.mic.state === 'unsupported' ? (
        <Alert tone="info" live={false} title={t('unsupported.title')}>
          {t('unsupported.body')}
        </Alert>
      ) : (
        <MicrophoneButton session={session} over={over} />
      )}
      <LastCommand last={session.last} />
      <Button variant="secondary" size="lg" onClick={onHearScore}>
        <Volume2 aria-hidden="true" className="size-5" />
        {t('audio.hear')}
      </Button>
      <ManualButtons context={context} />
      <QuickTest lang={lang} onOffer={session.offerTranscript} disabled={over} />
      <SupportedPhrases lang={lang} />
      <div className="flex flex-wrap gap-2">
        <VoicePhoneDialog />
        {testDialog ? <TestDialogOpener dialog={testDialog} session={session} /> : null}
      </div>
    </Card>
  );
});

/** The registry's buttons again, inside the panel (spec section 2). Memoised: a point does not change them. */
const ManualButtons = memo(function ManualButtons({ context }: { context: CommandContext }) {
  const { t } = useTranslation('voice');
  return (
    <section aria-labelledby="voice-manual" className="flex flex-col gap-2">
      <h3 id="voice-manual" className="text-sm font-bold tracking-wide text-muted uppercase">
        {t('manual.title')}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        {MANUAL.map((name) => (
          <CommandButton
            key={name}
            name={name}
            context={context}
            variant={name === 'endMatch' ? 'danger' : 'secondary'}
          />
        ))}
      </div>
    </section>
  );
});

function Switch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-12 items-center justify-between gap-4 rounded-2xl bg-chalk px-4 py-3 ring-1 ring-court-900/8 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-court-600">
      <span>
        <span className="block font-semibold text-court-900">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="size-6 shrink-0 accent-court-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/** The status line under the microphone button: an error in words, else what the microphone does. */
function micStatus(mic: MicContext, t: (key: string) => string): string {
  if (mic.matchOver) return t('status.matchOver');
  if (mic.error) return t(`errors.${mic.error}`);
  const key = mic.state === 'paused-for-speech' ? 'paused' : mic.state;
  return t(`status.${key}`);
}

function MicrophoneButton({ session, over }: { session: VoiceSession; over: boolean }) {
  const { t } = useTranslation('voice');
  const { mic } = session;
  const active = isMicActive(mic);
  // Locked while the permission question is open: a second tap would ask twice.
  const enabled = isMicButtonEnabled(mic) && !over && session.preference.microphone && mic.state !== 'requesting';
  const statusId = useId();
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <button
        type="button"
        aria-pressed={active}
        aria-describedby={statusId}
        disabled={!enabled}
        onClick={session.toggleMicrophone}
        data-testid="voice-mic-button"
        data-mic-state={mic.state}
        className={cn(
          'flex size-24 items-center justify-center rounded-full shadow-card transition-colors focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-court-600 disabled:cursor-not-allowed disabled:opacity-50',
          active
            ? 'bg-red-600 text-white hover:bg-red-500'
            : 'bg-court-700 text-white ring-1 ring-court-800 hover:bg-court-600',
          // Listening shows as a still halo, not a pulse: an endless animation makes every frame,
          // the one with the new score too, restyle the button, and keeps a phone's screen busy.
          active && (mic.state === 'listening' ? 'ring-8 ring-red-200' : 'ring-1 ring-red-700'),
        )}
      >
        {active ? <Mic aria-hidden="true" className="size-10" /> : <MicOff aria-hidden="true" className="size-10" />}
        <span className="sr-only">{active ? t('mic.stop') : t('mic.start')}</span>
      </button>
      <p id={statusId} role="status" className={cn('text-sm', mic.error ? 'font-semibold text-red-700' : 'text-muted')}>
        {micStatus(mic, t)}
      </p>
      {isPermissionError(mic.error) && isIos(navigator) ? (
        <p className="text-sm text-muted">{t('errors.iosSettings')}</p>
      ) : null}
    </div>
  );
}

function LastCommand({ last }: { last: HeardOutcome | null }) {
  const { t } = useTranslation('voice');
  let body: ReactNode = <p className="text-muted">{t('last.none')}</p>;
  if (last) {
    body = (
      <>
        <p className="font-semibold text-court-900">{t('last.heard', { transcript: last.transcript })}</p>
        <p className={last.accepted ? 'text-court-700' : 'text-muted'}>
          {last.accepted
            ? t('last.accepted', { command: t(`commands.${last.command}`) })
            : t('last.rejected', { reason: t(`reasons.${last.reason}`) })}
        </p>
      </>
    );
  }
  return (
    <section
      aria-labelledby="voice-last"
      aria-live="polite"
      className="rounded-2xl bg-chalk px-4 py-3"
      data-testid="voice-last"
    >
      <h3 id="voice-last" className="text-sm font-bold tracking-wide text-muted uppercase">
        {t('last.title')}
      </h3>
      {body}
    </section>
  );
}

/** Sample phrases sent through the same grammar and gate as speech (they act on the score too). */
const QuickTest = memo(function QuickTest({
  lang,
  onOffer,
  disabled,
}: {
  lang: VoiceLang;
  onOffer: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('voice');
  const samples = useMemo(
    () => QUICK_TEST.map((command) => ({ command, phrase: VOICE_LEXICONS[lang].phrases[command][0] ?? '' })),
    [lang],
  );
  return (
    <section aria-labelledby="voice-quick" className="flex flex-col gap-2">
      <h3 id="voice-quick" className="text-sm font-bold tracking-wide text-muted uppercase">
        {t('quick.title')}
      </h3>
      <p className="text-sm text-muted">{t('quick.hint')}</p>
      <div className="flex flex-wrap gap-2">
        {samples.map(({ command, phrase }) => (
          <Button
            key={command}
            variant="secondary"
            disabled={disabled}
            onClick={() => onOffer(phrase)}
            data-voice-sample={command}
          >
            {`«${phrase}»`}
          </Button>
        ))}
      </div>
    </section>
  );
});

/** Every phrase the grammar knows, per command, read from the domain's lexicon in the current language. */
const SupportedPhrases = memo(function SupportedPhrases({ lang }: { lang: VoiceLang }) {
  const { t } = useTranslation('voice');
  return (
    <details className="group rounded-2xl bg-chalk px-4 py-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-court-900">
        {t('phrases.title')}
      </summary>
      <p className="mt-1 text-sm text-muted">{t('phrases.hint')}</p>
      <dl className="mt-3 flex flex-col gap-3">
        {VOICE_COMMANDS.map((command) => (
          <div key={command}>
            <dt className="font-semibold text-court-900">{t(`commands.${command}`)}</dt>
            <dd className="text-sm text-muted">{VOICE_LEXICONS[lang].phrases[command].join(' · ')}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
});

/** On iOS inside a frame the microphone may be blocked: offer the page in its own tab. */
function FrameWarning() {
  const { t } = useTranslation('voice');
  if (!(isIos(navigator) && isInFrame(window))) return null;
  return (
    <Alert tone="error" live={false} title={t('frame.title')}>
      {t('frame.body')}{' '}
      <a
        href={window.location.href}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-1 font-semibold underline"
      >
        {t('frame.open')}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </Alert>
  );
}

/** Opens the voice test dialog; the match's microphone pauses while it listens. */
function TestDialogOpener({ dialog: Dialog, session }: { dialog: VoiceTestDialogComponent; session: VoiceSession }) {
  const { t } = useTranslation('voice');
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    session.suspend(next);
    setOpen(next);
  };
  return (
    <>
      <Button variant="ghost" className="px-3" onClick={() => change(true)}>
        <FlaskConical aria-hidden="true" className="size-5" />
        {t('panel.testPanel')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={change} />
        </Suspense>
      ) : null}
    </>
  );
}
