import type { RemoteCommand } from '@marcador/domain';
import { createTonePlayer, type TonePlayer } from '../tone';

/**
 * Each command's confirmation by ear, told apart without looking: our point high, theirs an octave
 * lower, an undo lower and longer still.
 */
export const REMOTE_TONES: Readonly<Record<RemoteCommand, { hz: number; seconds: number }>> = {
  pointUs: { hz: 880, seconds: 0.15 },
  pointThem: { hz: 440, seconds: 0.15 },
  undo: { hz: 262, seconds: 0.3 },
};

/** Plays the tone of a command a remote gave. */
export function remoteTonePlayer(tone: TonePlayer = createTonePlayer()): (command: RemoteCommand) => void {
  return (command) => tone(REMOTE_TONES[command].hz, REMOTE_TONES[command].seconds);
}
