import type { VoiceCommand, VoiceLang } from '@marcador/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterPaint } from '../../lib/after-paint';
import { initialMicContext, isMicActive, type MicContext, type MicErrorKind } from '../../lib/voice/microphone-machine';
import type { SpeechKind } from '../../lib/voice/speech-output';
import { createVoiceController, type HeardOutcome, type VoiceController } from '../../lib/voice/voice-controller';
import { readVoicePreference, type VoicePreference, writeVoicePreference } from './voice-preference';

/** Errors that are about the permission: they also get the spec's destructive toast. */
const PERMISSION_ERRORS: readonly MicErrorKind[] = ['permission-denied', 'permission-blocked', 'permission-required'];

export function isPermissionError(error: MicErrorKind | null): boolean {
  return error !== null && PERMISSION_ERRORS.includes(error);
}

export interface VoiceSessionInput {
  lang: VoiceLang;
  /** The match is over: the microphone stops (and emits mic-stop) and the button is disabled. */
  over: boolean;
  onCommand(command: VoiceCommand): void;
  /** Nothing could be played: ask the player to tap. */
  onNeedsTap(): void;
  /** A permission error appeared (destructive toast). */
  onPermissionError(error: MicErrorKind): void;
}

export interface VoiceSession {
  mic: MicContext;
  last: HeardOutcome | null;
  preference: VoicePreference;
  setAudio(on: boolean): void;
  setMicrophone(on: boolean): void;
  toggleMicrophone(): void;
  say(text: string, kind: SpeechKind): boolean;
  offerTranscript(transcript: string): void;
  /** The match was ended by command: the microphone stops for good and emits mic-stop. */
  matchEnded(): void;
  /** Stops the match's microphone while something else (the voice test dialog) listens. */
  suspend(suspended: boolean): void;
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Voice control for the scoreboard: one controller (lib/voice) for the life of the screen, its
 * microphone state and last outcome as React state, the player's preference kept in local storage.
 * Callbacks are read through a ref, so a re-render never rebuilds the microphone.
 */
export function useVoiceSession(input: VoiceSessionInput): VoiceSession {
  const latest = useRef(input);
  latest.current = input;
  const controller = useRef<VoiceController | null>(null);
  const [mic, setMic] = useState<MicContext>(() => initialMicContext('desktop', true));
  const [last, setLast] = useState<HeardOutcome | null>(null);
  const [preference, setPreference] = useState<VoicePreference>(() => readVoicePreference(storage()));
  const startPreference = useRef(preference);
  // Whether suspend() stopped a listening microphone, so resuming restarts only what it stopped.
  const suspendedWhileActive = useRef(false);

  useEffect(() => {
    const created = createVoiceController({
      lang: () => latest.current.lang,
      // The panel's status and last command render after the frame that paints the new score.
      onHeard: (outcome) => afterPaint(() => setLast(outcome)),
      defer: afterPaint,
      onCommand: (command) => latest.current.onCommand(command),
      onMicChange: (context) => {
        afterPaint(() => setMic(context));
        if (isPermissionError(context.error) && context.error) latest.current.onPermissionError(context.error);
      },
      onNeedsTap: () => latest.current.onNeedsTap(),
    });
    controller.current = created;
    created.output.setAudioEnabled(startPreference.current.audio);
    setMic(created.microphone.context());
    // Without a tap: desktop browsers remember the permission; iOS answers "tap the button to allow".
    if (startPreference.current.microphone) created.microphone.enable(false);
    return () => {
      created.dispose();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    if (input.over) controller.current?.microphone.matchOver();
  }, [input.over]);

  const update = useCallback((change: Partial<VoicePreference>) => {
    setPreference((current) => {
      const next = { ...current, ...change };
      writeVoicePreference(storage(), next);
      return next;
    });
  }, []);

  // One object per change of what the panel shows, so its memoised view skips renders of a point.
  const actions = useMemo(
    () => ({
      setAudio(on: boolean) {
        controller.current?.output.setAudioEnabled(on);
        if (!on) controller.current?.output.cancel();
        update({ audio: on });
      },
      setMicrophone(on: boolean) {
        if (on) controller.current?.microphone.enable(true);
        else controller.current?.microphone.disable();
        update({ microphone: on });
      },
      toggleMicrophone: () => controller.current?.microphone.toggle(),
      matchEnded: () => controller.current?.microphone.matchOver(),
      say: (text: string, kind: SpeechKind) => controller.current?.say(text, kind) ?? false,
      offerTranscript: (transcript: string) => void controller.current?.offerTranscript(transcript),
      suspend(suspended: boolean) {
        const microphone = controller.current?.microphone;
        if (!microphone) return;
        if (suspended) {
          suspendedWhileActive.current = isMicActive(microphone.context());
          if (suspendedWhileActive.current) microphone.toggle();
        } else if (suspendedWhileActive.current) {
          suspendedWhileActive.current = false;
          microphone.toggle();
        }
      },
    }),
    [update],
  );
  return useMemo(() => ({ mic, last, preference, ...actions }), [mic, last, preference, actions]);
}
