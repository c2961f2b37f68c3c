interface ToneScope {
  AudioContext?: new () => AudioContext;
  webkitAudioContext?: new () => AudioContext;
}

/** Plays a sine tone of `frequencyHz` for `durationS` seconds. */
export type TonePlayer = (frequencyHz: number, durationS: number) => void;

/**
 * A player of short tones (WebAudio) with one audio context, made at the first tone: browsers start
 * a context only after a tap or a key press, which is when tones are asked for. Silent where there is
 * no WebAudio. Used for the beep of an accepted voice command and a remote's point confirmation.
 */
export function createTonePlayer(scope: object = globalThis): TonePlayer {
  let context: AudioContext | null = null;
  return (frequencyHz, durationS) => {
    const Context = (scope as ToneScope).AudioContext ?? (scope as ToneScope).webkitAudioContext;
    if (!Context) return;
    try {
      context ??= new Context();
      // A context made before any gesture starts suspended; this call may come with one.
      if (context.state === 'suspended') void context.resume();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequencyHz;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + durationS);
    } catch (error) {
      // A tone is a courtesy: the score on screen (and any spoken call) does not depend on it.
      console.warn('Could not play a tone', error);
    }
  };
}
