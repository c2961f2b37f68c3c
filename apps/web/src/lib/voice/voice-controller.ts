import {
  createVoiceGate,
  offerVoiceCommand,
  pickVoiceAlternative,
  type VoiceAlternative,
  type VoiceCommand,
  type VoiceGate,
  type VoiceLang,
  type VoiceRejectReason,
  voiceSpeechEnded,
  voiceSpeechStarted,
} from '@marcador/domain';
import { createMicrophone, type Microphone, type MicrophoneOptions } from './microphone';
import type { MicContext } from './microphone-machine';
import { createSpeechOutput, type SpeechKind, type SpeechOutput, type SpeechOutputOptions } from './speech-output';
import { recordVoiceUsage } from './voice-usage';

/**
 * Voice control as one object: the microphone, the domain's grammar and gate, the spoken score
 * and the usage counters, wired so that our own speech pauses the microphone and closes the gate.
 * The screen gives it callbacks; it gives the screen commands.
 */

/** What became of one utterance: a command, or why not (the grammar's reason or the gate's). */
export type HeardOutcome =
  | { accepted: true; command: VoiceCommand; transcript: string }
  | { accepted: false; reason: VoiceRejectReason | 'duplicate' | 'cooldown' | 'speaking'; transcript: string };

/**
 * Pure: the alternatives of one utterance through the grammar, then the gate. The transcript shown
 * is the alternative that gave the command, else the recogniser's best reading.
 */
export function hearCommand(
  gate: VoiceGate,
  alternatives: readonly VoiceAlternative[],
  lang: VoiceLang,
  now: number,
): { gate: VoiceGate; outcome: HeardOutcome } {
  const pick = pickVoiceAlternative(alternatives, lang);
  if (!pick.ok) {
    return { gate, outcome: { accepted: false, reason: pick.reason, transcript: alternatives[0]?.transcript ?? '' } };
  }
  const decision = offerVoiceCommand(gate, pick.command, now);
  if (!decision.accepted) {
    return { gate, outcome: { accepted: false, reason: decision.reason, transcript: pick.transcript } };
  }
  return { gate: decision.gate, outcome: { accepted: true, command: pick.command, transcript: pick.transcript } };
}

export interface VoiceControllerOptions {
  lang(): VoiceLang;
  /** Every utterance's outcome (the panel shows the last one). */
  onHeard(outcome: HeardOutcome): void;
  /** An accepted command: dispatch it through the command registry. */
  onCommand(command: VoiceCommand): void;
  onMicChange(context: MicContext): void;
  onMicStop?: () => void;
  onNeedsTap?: SpeechOutputOptions['onNeedsTap'];
  now?: () => number;
  /**
   * Runs the side work of an utterance (the beep, the usage count). The scoreboard passes "after
   * the next paint", so nothing but the command itself stands between the words and the new score.
   */
  defer?: (task: () => void) => void;
  /** For tests and the benchmark: the browser parts, else the page's globals. */
  scope?: MicrophoneOptions['scope'];
  fetchAudio?: SpeechOutputOptions['fetchAudio'];
}

export interface VoiceController {
  readonly microphone: Microphone;
  readonly output: SpeechOutput;
  /** Says `text`, counting it as an announcement when it is heard. */
  say(text: string, kind: SpeechKind): boolean;
  /** A typed or sample phrase (the quick-test chips) through the same grammar and gate as speech. */
  offerTranscript(transcript: string): HeardOutcome;
  dispose(): void;
}

export function createVoiceController(options: VoiceControllerOptions): VoiceController {
  const now = options.now ?? (() => performance.now());
  const defer = options.defer ?? ((task: () => void) => task());
  let gate = createVoiceGate();
  let microphone: Microphone | null = null;

  const output = createSpeechOutput({
    scope: options.scope,
    now,
    ...(options.fetchAudio ? { fetchAudio: options.fetchAudio } : {}),
    onSpeechStart: (at) => {
      gate = voiceSpeechStarted(gate, at);
      microphone?.speechStarted();
    },
    onSpeechEnd: (at) => {
      gate = voiceSpeechEnded(gate, at);
      microphone?.speechEnded();
    },
    onNeedsTap: options.onNeedsTap,
    onPlayed: () => recordVoiceUsage({ announcements: 1 }),
  });

  function hear(alternatives: readonly VoiceAlternative[]): HeardOutcome {
    const heard = hearCommand(gate, alternatives, options.lang(), now());
    gate = heard.gate;
    const { outcome } = heard;
    // The command first: the score is what the player waits for; the rest follows it.
    if (outcome.accepted) options.onCommand(outcome.command);
    options.onHeard(outcome);
    defer(() => {
      if (outcome.accepted) output.beep();
      recordVoiceUsage(outcome.accepted ? { accepted: 1 } : { rejected: 1 });
    });
    return outcome;
  }

  microphone = createMicrophone({
    lang: options.lang,
    now,
    scope: options.scope,
    onChange: options.onMicChange,
    onHeard: (alternatives) => void hear(alternatives),
    onMicStop: options.onMicStop,
    onRecognizerError: (kind, message) => console.info('Speech recognition error', kind, message),
  });

  return {
    microphone,
    output,
    say: (text, kind) => output.say(text, options.lang(), kind),
    offerTranscript: (transcript) => hear([{ transcript, confidence: 1 }]),
    dispose() {
      output.cancel();
      microphone?.dispose();
    },
  };
}
