import type { TtsLanguage } from '@marcador/contracts';

/** After this the score would be stale; the caller speaks it with speechSynthesis instead. */
export const TTS_FETCH_TIMEOUT_MS = 6_000;
/** Phrases kept per page: a match repeats a few dozen umpire phrases; mp3s are a few KB each. */
const MAX_CACHED_PHRASES = 100;

export interface TtsClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Server speech for the umpire's phrases, cached in memory per (text, language) for the page so a
 * repeated phrase is played without a request. Resolves null whenever the server cannot give audio
 * (no provider: 501; signed out or not Premium: 401/403; provider failure, rate limit, offline,
 * timeout) so the caller falls back to speechSynthesis; it never rejects.
 */
export function createTtsClient({
  fetch: doFetch = (input, init) => fetch(input, init),
  timeoutMs = TTS_FETCH_TIMEOUT_MS,
}: TtsClientOptions = {}) {
  const cache = new Map<string, Promise<Blob | null>>();
  /** A 501 means no provider on this deployment: no point asking again during this page. */
  let serverHasNoProvider = false;

  async function request(text: string, language: TtsLanguage): Promise<Blob | null> {
    try {
      const response = await doFetch('/api/tts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg, audio/wav, application/json' },
        body: JSON.stringify({ text, language }),
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 501) serverHasNoProvider = true;
      if (!response.ok || !response.headers.get('content-type')?.startsWith('audio/')) return null;
      return await response.blob();
    } catch {
      return null;
    }
  }

  return {
    fetchSpokenAudio(text: string, language: TtsLanguage): Promise<Blob | null> {
      if (serverHasNoProvider) return Promise.resolve(null);
      const key = `${language}\u0000${text}`;
      const cached = cache.get(key);
      if (cached) {
        // Re-inserted so the map's order stays least-recently-used first.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const pending = request(text, language).then((blob) => {
        // Only audio is kept: a failure (rate limit, offline) may pass, so the next call asks again.
        if (!blob && cache.get(key) === pending) cache.delete(key);
        return blob;
      });
      cache.set(key, pending);
      if (cache.size > MAX_CACHED_PHRASES) cache.delete(cache.keys().next().value as string);
      return pending;
    },
  };
}

const pageClient = createTtsClient();

/** The page's spoken audio for an umpire phrase, or null to fall back to speechSynthesis. */
export function fetchSpokenAudio(text: string, language: TtsLanguage): Promise<Blob | null> {
  return pageClient.fetchSpokenAudio(text, language);
}
