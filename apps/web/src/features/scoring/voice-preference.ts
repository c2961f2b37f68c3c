/**
 * The voice preference of spec section 3 ("voice preference" in local storage): whether the score
 * is announced and whether the microphone should be on when the scoreboard opens.
 */
export interface VoicePreference {
  audio: boolean;
  microphone: boolean;
}

export const VOICE_PREFERENCE_KEY = 'voicePreference';

/** Audio on, microphone off until the player turns it on (it needs their permission anyway). */
export const DEFAULT_VOICE_PREFERENCE: VoicePreference = { audio: true, microphone: false };

/** The stored preference; anything missing, malformed or unreadable falls back to the default. */
export function readVoicePreference(storage: Pick<Storage, 'getItem'> | undefined): VoicePreference {
  try {
    const stored = JSON.parse(storage?.getItem(VOICE_PREFERENCE_KEY) ?? 'null') as Partial<VoicePreference> | null;
    return {
      audio: typeof stored?.audio === 'boolean' ? stored.audio : DEFAULT_VOICE_PREFERENCE.audio,
      microphone: typeof stored?.microphone === 'boolean' ? stored.microphone : DEFAULT_VOICE_PREFERENCE.microphone,
    };
  } catch {
    return DEFAULT_VOICE_PREFERENCE;
  }
}

export function writeVoicePreference(storage: Pick<Storage, 'setItem'> | undefined, preference: VoicePreference): void {
  try {
    storage?.setItem(VOICE_PREFERENCE_KEY, JSON.stringify(preference));
  } catch {
    // Storage full or blocked: the choice still applies until the page closes.
  }
}
