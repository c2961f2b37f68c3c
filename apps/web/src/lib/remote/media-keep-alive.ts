/** Length of the silent sound: phones give a media session (and its buttons) only to sounds of 5 s or more. */
const SILENCE_SECONDS = 6;
/** 8-bit mono at telephone rate: 48 KB of memory, made on the device, never downloaded. */
const SAMPLE_RATE = 8000;

/** The first tap or key is heard before the page acts on it. */
const CAPTURE = { capture: true };

/** A WAV file of silence (unsigned 8-bit samples rest at 128). */
export function silentWav(seconds: number): Blob {
  const samples = seconds * SAMPLE_RATE;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (const [i, char] of [...value].entries()) bytes[at + i] = char.charCodeAt(0);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the format block
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second
  view.setUint16(32, 1, true); // bytes per sample
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return new Blob([bytes], { type: 'audio/wav' });
}

/**
 * Phones send a headset's or car's buttons (Media Session actions) only to the page that is playing
 * sound. From the first tap or key press on (browsers refuse to start sound before one), this plays
 * silence in a loop, so the page is the phone's media player while it is open. That takes the
 * player's place from any music app, which pauses. Returns the function that stops it.
 */
export function keepMediaSessionAlive(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window) {
  let audio: HTMLAudioElement | null = null;
  let url: string | null = null;
  const start = () => {
    stopWaiting();
    url = URL.createObjectURL(silentWav(SILENCE_SECONDS));
    audio = new Audio(url);
    audio.loop = true;
    audio.play().catch(() => {
      // Refused (no sound allowed): keys still work; media buttons reach the page only where the
      // browser sends them without it (desktop browsers do).
    });
  };
  const stopWaiting = () => {
    target.removeEventListener('pointerdown', start, CAPTURE);
    target.removeEventListener('keydown', start, CAPTURE);
  };
  target.addEventListener('pointerdown', start, CAPTURE);
  target.addEventListener('keydown', start, CAPTURE);
  return () => {
    stopWaiting();
    audio?.pause();
    if (url) URL.revokeObjectURL(url);
  };
}
