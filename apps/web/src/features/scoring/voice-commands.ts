import {
  type AnnouncementLanguage,
  announce,
  announceScore,
  type MatchState,
  type TeamNames,
  type VoiceCommand,
} from '@marcador/domain';
import type { SpeechKind } from '../../lib/voice/speech-output';
import type { CommandName } from './commands';

/**
 * Voice commands in the scoreboard's command registry: voice dispatches the same commands as the
 * buttons. `score` is the one voice command without a button; it only speaks.
 */
export const VOICE_TO_REGISTRY: Readonly<Record<Exclude<VoiceCommand, 'score'>, CommandName>> = {
  point_us: 'pointUs',
  point_them: 'pointThem',
  undo: 'undo',
  next_set: 'nextSet',
  restart: 'restart',
  end_match: 'endMatch',
  swap_court: 'swapCourt',
};

/** The registry command a voice command dispatches, or null for `score`. */
export function registryCommand(command: VoiceCommand): CommandName | null {
  return command === 'score' ? null : VOICE_TO_REGISTRY[command];
}

/** A voice command is answered by the announcement of the entry it adds if that comes within this long. */
export const VOICE_ANNOUNCEMENT_WINDOW_MS = 2000;

/**
 * Why the announcement after a new log entry is made, which decides whether it plays with audio off
 * (speech-output.ts): the end of the match, the answer to a voice command, or an ordinary point.
 */
export function announcementKind(over: boolean, voiceCommandAt: number, now: number): SpeechKind {
  if (over) return 'match-end';
  return now - voiceCommandAt < VOICE_ANNOUNCEMENT_WINDOW_MS ? 'command' : 'point';
}

/**
 * The umpire's call after a new log entry. After an undo or a restart the last change is old news,
 * so the whole score is said instead.
 */
export function announcementText(
  state: MatchState,
  entryType: string | undefined,
  language: AnnouncementLanguage,
  teams: TeamNames,
): string {
  if (entryType === 'undo' || entryType === 'restart') return announceScore(state, language, teams);
  return announce(state, language, teams);
}
