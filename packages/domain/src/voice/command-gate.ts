import { VOICE_DUPLICATE_WINDOW_MS, VOICE_SPEECH_GUARD_MS, type VoiceCommand } from './voice-command';

/**
 * What the live stream remembers between recognised commands. Plain immutable data: every
 * function returns a new gate, and time (`now`, in milliseconds on any monotonic clock) is always
 * an argument, so the microphone state machine can keep it in its context and tests can replay it.
 */
export interface VoiceGate {
  /** When each command was last accepted. Per command, so "A, B, A" cannot slip a second A through. */
  readonly lastAcceptedAt: Readonly<Partial<Record<VoiceCommand, number>>>;
  /** Nothing is accepted before this time (a cooldown the caller started). */
  readonly cooldownUntil: number;
  /**
   * Our own speech is playing until this time: the end of speech when it was reported, else the
   * start plus the 6 s guard so a lost "ended" event cannot deafen the microphone.
   */
  readonly speechUntil: number;
}

/** Why the gate let a command through or not. */
export type VoiceGateDecision =
  | { accepted: true; gate: VoiceGate }
  | { accepted: false; reason: 'duplicate' | 'cooldown' | 'speaking'; gate: VoiceGate };

/** A gate that has accepted nothing and is neither cooling down nor speaking. */
export function createVoiceGate(): VoiceGate {
  return { lastAcceptedAt: {}, cooldownUntil: Number.NEGATIVE_INFINITY, speechUntil: Number.NEGATIVE_INFINITY };
}

/**
 * Offers a parsed command heard at `now`. Refused while our own speech plays (the microphone would
 * hear the announcement), during a cooldown, or when the same command was accepted less than
 * 1,200 ms earlier (recognisers repeat a final result; a player repeats themself). A refused
 * command leaves the gate unchanged, so a stream of repeats cannot push the window forward and
 * block a genuine next point. A clock that went backwards counts as "within the window".
 */
export function offerVoiceCommand(gate: VoiceGate, command: VoiceCommand, now: number): VoiceGateDecision {
  if (now < gate.speechUntil) return { accepted: false, reason: 'speaking', gate };
  if (now < gate.cooldownUntil) return { accepted: false, reason: 'cooldown', gate };
  const last = gate.lastAcceptedAt[command];
  if (last !== undefined && now - last < VOICE_DUPLICATE_WINDOW_MS)
    return { accepted: false, reason: 'duplicate', gate };
  return { accepted: true, gate: { ...gate, lastAcceptedAt: { ...gate.lastAcceptedAt, [command]: now } } };
}

/** Accepts nothing for `durationMs` from `now` (keeps a longer cooldown already running). */
export function startVoiceCooldown(gate: VoiceGate, now: number, durationMs: number): VoiceGate {
  return { ...gate, cooldownUntil: Math.max(gate.cooldownUntil, now + durationMs) };
}

/** Our own speech started at `now`: nothing is accepted until it ends, or for 6 s at most. */
export function voiceSpeechStarted(gate: VoiceGate, now: number): VoiceGate {
  return { ...gate, speechUntil: now + VOICE_SPEECH_GUARD_MS };
}

/** Our own speech ended at `now`: commands are accepted again (cooldown and duplicates aside). */
export function voiceSpeechEnded(gate: VoiceGate, now: number): VoiceGate {
  return { ...gate, speechUntil: Math.min(gate.speechUntil, now) };
}
