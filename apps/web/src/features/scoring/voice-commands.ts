import {
  type AnnouncementLanguage,
  announce,
  announceScore,
  announceServer,
  type MatchState,
  type TeamNames,
  type VoiceCommand,
} from '@marcador/domain';
import type { SpeechKind } from '../../lib/voice/speech-output';
import type { CommandName } from './commands';

/** The voice commands without a button: questions, answered aloud. */
type SpokenQuestion = 'score' | 'who_serves';

/** Voice commands in the scoreboard's command registry: voice dispatches the same commands as the buttons. */
export const VOICE_TO_REGISTRY: Readonly<Record<Exclude<VoiceCommand, SpokenQuestion>, CommandName>> = {
  point_us: 'pointUs',
  point_them: 'pointThem',
  undo: 'undo',
  next_set: 'nextSet',
  restart: 'restart',
  end_match: 'endMatch',
  swap_court: 'swapCourt',
};

function isQuestion(command: VoiceCommand): command is SpokenQuestion {
  return command === 'score' || command === 'who_serves';
}

/** The registry command a voice command dispatches, or null for a question (`score`, `who_serves`). */
export function registryCommand(command: VoiceCommand): CommandName | null {
  return isQuestion(command) ? null : VOICE_TO_REGISTRY[command];
}

/** The spoken answer to a question (the whole score, or who serves: "Saca Ana"); null for a command with a button. */
export function questionAnswer(
  command: VoiceCommand,
  state: MatchState,
  language: AnnouncementLanguage,
  teams: TeamNames,
): string | null {
  if (command === 'who_serves') return announceServer(state, language, teams);
  return command === 'score' ? announceScore(state, language, teams) : null;
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
