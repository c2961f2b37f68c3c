import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { TtsLanguage, TtsVoice } from '@marcador/contracts';
import type { AppConfig } from '../../config';

export interface SpeechRequest {
  text: string;
  voice: TtsVoice;
  language: TtsLanguage;
}

export interface SpeechAudio {
  contentType: 'audio/mpeg' | 'audio/wav';
  audio: Buffer;
}

/** A text-to-speech back end. `id` goes into the cache key, so changing provider or model re-synthesises. */
export interface SpeechProvider {
  id: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

/** The provider did not give usable audio (down, refused, timed out, empty); answered as a 502. */
export class SpeechProviderError extends Error {
  override name = 'SpeechProviderError';
}

/** An umpire phrase is a few seconds of audio; anything far larger is not what we asked for. */
const MAX_AUDIO_BYTES = 2 * 1024 * 1024;

function checkedAudio(audio: Buffer): Buffer {
  if (audio.length === 0) throw new SpeechProviderError('the provider sent no audio');
  if (audio.length > MAX_AUDIO_BYTES) throw new SpeechProviderError('the provider sent too much audio');
  return audio;
}

/** An OpenAI-compatible speech API (POST {model, input, voice, response_format} -> mp3 bytes). */
export function openAiSpeech(options: {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}): SpeechProvider {
  return {
    id: `openai:${options.model}`,
    async synthesize({ text, voice }) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: options.model, input: text, voice, response_format: 'mp3' }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SpeechProviderError(`the speech API could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SpeechProviderError(`the speech API answered ${response.status}`);
      }
      if (!response.headers.get('content-type')?.startsWith('audio/')) {
        await response.body?.cancel();
        throw new SpeechProviderError('the speech API did not answer with audio');
      }
      const audio = await response.arrayBuffer().catch((error: Error) => {
        throw new SpeechProviderError(`the speech API's answer broke off: ${error.message}`);
      });
      return { contentType: 'audio/mpeg', audio: checkedAudio(Buffer.from(audio)) };
    },
  };
}

/**
 * espeak-ng writing to a pipe cannot seek back to fill in the WAV sizes and leaves placeholders;
 * set them from the bytes received, so every player reads the length right.
 */
export function withWavSizes(wav: Buffer): Buffer {
  const canonical =
    wav.length >= 44 && wav.toString('latin1', 0, 4) === 'RIFF' && wav.toString('latin1', 36, 40) === 'data';
  if (!canonical) return wav;
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.writeUInt32LE(wav.length - 44, 40);
  return wav;
}

/** espeak-ng's voice for each language (Mexican and Spanish listeners both follow `es`). */
const ESPEAK_VOICES: Record<TtsLanguage, string> = { es: 'es', en: 'en-us' };

/**
 * The local espeak-ng: started without a shell, the text on stdin (never an argument, so a phrase
 * can not pass itself off as an option), WAV on stdout.
 */
export function espeakSpeech(options: { command: string; timeoutMs: number }): SpeechProvider {
  return {
    id: 'espeak-ng',
    synthesize({ text, language }) {
      return new Promise((resolve, reject) => {
        const child = spawn(options.command, ['-v', ESPEAK_VOICES[language], '--stdin', '--stdout'], {
          stdio: ['pipe', 'pipe', 'ignore'],
        });
        const fail = (message: string) => {
          clearTimeout(timer);
          child.kill('SIGKILL');
          reject(new SpeechProviderError(message));
        };
        // Rejected at once: waiting for the process to close could outlast the score it speaks.
        const timer = setTimeout(() => fail('espeak-ng timed out'), options.timeoutMs);
        const chunks: Buffer[] = [];
        let size = 0;
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_AUDIO_BYTES) fail('espeak-ng sent too much audio');
          else chunks.push(chunk);
        });
        child.on('error', (error) => fail(`espeak-ng failed to start: ${error.message}`));
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          if (code !== 0) return reject(new SpeechProviderError(`espeak-ng ended with ${signal ?? code}`));
          try {
            resolve({ contentType: 'audio/wav', audio: withWavSizes(checkedAudio(Buffer.concat(chunks))) });
          } catch (error) {
            reject(error);
          }
        });
        // A child that dies before reading its input would otherwise crash the server with EPIPE.
        child.stdin.on('error', () => {});
        child.stdin.end(`${text}\n`);
      });
    },
  };
}

/** The absolute path of an executable `name` on `pathList` (the PATH variable), or undefined. */
export function findOnPath(name: string, pathList: string | undefined): string | undefined {
  for (const dir of (pathList ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here; try the next folder.
    }
  }
  return undefined;
}

/**
 * The provider the configuration asks for, or null when the server has none (POST /api/tts then
 * answers 501 and the browser speaks with speechSynthesis). Looked up once, at start.
 */
export function resolveSpeechProvider(config: AppConfig, pathList = process.env.PATH): SpeechProvider | null {
  const mode = config.TTS_PROVIDER;
  // Spoken scores belong to the voice feature: with it switched off, so is the server's speech.
  if (mode === 'off' || !config.VOICE_ENABLED) return null;
  if (config.TTS_URL && (mode === 'auto' || mode === 'openai')) {
    return openAiSpeech({
      url: config.TTS_URL,
      apiKey: config.TTS_API_KEY,
      model: config.TTS_MODEL,
      timeoutMs: config.TTS_TIMEOUT_MS,
    });
  }
  // `openai` without TTS_URL is refused by the configuration; it never falls back to espeak-ng.
  if (mode === 'openai') return null;
  const command = findOnPath('espeak-ng', pathList);
  return command ? espeakSpeech({ command, timeoutMs: config.TTS_TIMEOUT_MS }) : null;
}
