import { offerVoiceCommand, type VoiceGate, type VoiceGateDecision } from '../voice/command-gate';
import type { VoiceCommand } from '../voice/voice-command';
import type { RemoteCommand } from './remote-binding';

/** Each remote command as the voice gate names it: the two share one duplicate rule. */
const AS_VOICE: Readonly<Record<RemoteCommand, VoiceCommand>> = {
  pointUs: 'point_us',
  pointThem: 'point_them',
  undo: 'undo',
};

/**
 * Offers a classified remote press's command at `now` to the voice gate (command-gate.ts): a contact
 * that bounces, or a press repeated, within VOICE_DUPLICATE_WINDOW_MS of the same command accepted
 * counts once, by the very rule voice uses rather than a second one.
 */
export function offerRemoteCommand(gate: VoiceGate, command: RemoteCommand, now: number): VoiceGateDecision {
  return offerVoiceCommand(gate, AS_VOICE[command], now);
}
