import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { findOnPath, resolveSpeechProvider, SpeechProviderError, withWavSizes } from './speech-providers';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marcador-espeak-'));
  folders.push(dir);
  return dir;
}
/** A folder holding an executable `espeak-ng` stand-in with the given shell script body. */
function pathWithEspeak(script: string): string {
  const dir = tempFolder();
  const file = join(dir, 'espeak-ng');
  writeFileSync(file, `#!/bin/sh\n${script}\n`);
  chmodSync(file, 0o755);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Echoes a WAV-like header, its arguments and the text it read on stdin.
const ECHO = `printf 'RIFF'; printf '[%s]' "$@"; cat`;
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('resolveSpeechProvider', () => {
  it('uses the OpenAI-compatible API when TTS_URL is set, named by its model', () => {
    const provider = resolveSpeechProvider(config({ TTS_URL: 'http://127.0.0.1:9/speech', TTS_MODEL: 'tts-1-hd' }));
    expect(provider?.id).toBe('openai:tts-1-hd');
  });

  it('falls back to espeak-ng found on PATH, and to none without it', () => {
    expect(resolveSpeechProvider(config(), pathWithEspeak(ECHO))?.id).toBe('espeak-ng');
    expect(resolveSpeechProvider(config(), tempFolder())).toBeNull();
  });

  it('honours TTS_PROVIDER: off disables, espeak ignores TTS_URL', () => {
    const path = pathWithEspeak(ECHO);
    expect(resolveSpeechProvider(config({ TTS_PROVIDER: 'off', TTS_URL: 'http://127.0.0.1:9/s' }), path)).toBeNull();
    expect(resolveSpeechProvider(config({ TTS_PROVIDER: 'espeak', TTS_URL: 'http://127.0.0.1:9/s' }), path)?.id).toBe(
      'espeak-ng',
    );
  });

  it('has no provider when the voice feature is off', () => {
    expect(resolveSpeechProvider(config({ VOICE_ENABLED: 'false', TTS_URL: 'http://127.0.0.1:9/s' }))).toBeNull();
  });

  it('refuses TTS_PROVIDER=openai without TTS_URL at start', () => {
    expect(() => config({ TTS_PROVIDER: 'openai' })).toThrow(/TTS_URL/);
  });
});

describe('espeak-ng provider', () => {
  it('runs espeak-ng with the language voice, the text on stdin (never as an option) and WAV on stdout', async () => {
    const provider = resolveSpeechProvider(config(), pathWithEspeak(ECHO));
    const spanish = await provider?.synthesize({ text: '--help; quince cero', voice: 'nova', language: 'es' });
    expect(spanish?.contentType).toBe('audio/wav');
    expect(spanish?.audio.toString()).toBe('RIFF[-v][es][--stdin][--stdout]--help; quince cero\n');
    const english = await provider?.synthesize({ text: 'fifteen love', voice: 'alloy', language: 'en' });
    expect(english?.audio.toString()).toContain('[-v][en-us]');
  });

  it('rejects with SpeechProviderError when espeak-ng fails or says nothing', async () => {
    for (const script of ['exit 3', 'cat > /dev/null']) {
      const provider = resolveSpeechProvider(config(), pathWithEspeak(script));
      await expect(provider?.synthesize({ text: 'hola', voice: 'nova', language: 'es' })).rejects.toBeInstanceOf(
        SpeechProviderError,
      );
    }
  });

  it('stops a stuck espeak-ng and rejects after TTS_TIMEOUT_MS', async () => {
    const started = Date.now();
    const provider = resolveSpeechProvider(config({ TTS_TIMEOUT_MS: '500' }), pathWithEspeak('exec sleep 5'));
    await expect(provider?.synthesize({ text: 'hola', voice: 'nova', language: 'es' })).rejects.toBeInstanceOf(
      SpeechProviderError,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('findOnPath', () => {
  it('finds an executable file and skips folders without it', () => {
    const dir = pathWithEspeak(ECHO);
    expect(findOnPath('espeak-ng', ['', tempFolder(), dir].join(':'))).toBe(join(dir, 'espeak-ng'));
    expect(findOnPath('espeak-ng', undefined)).toBeUndefined();
  });
});

describe('withWavSizes', () => {
  it('fills in the RIFF and data sizes espeak-ng leaves as placeholders when writing to a pipe', () => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(0x7fffff24, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(0x7ffff000, 40);
    const wav = withWavSizes(Buffer.concat([header, Buffer.alloc(100)]));
    expect([wav.readUInt32LE(4), wav.readUInt32LE(40)]).toEqual([136, 100]);
  });

  it('leaves anything else alone', () => {
    expect(withWavSizes(Buffer.from('RIFF[-v][es]'))).toEqual(Buffer.from('RIFF[-v][es]'));
  });
});
