import { describe, expect, it } from 'vitest';
import { silentWav } from './media-keep-alive';

describe('silentWav', () => {
  it('is a mono 8-bit PCM WAV of the length asked for, all at rest', async () => {
    const bytes = new Uint8Array(await silentWav(2).arrayBuffer());
    const view = new DataView(bytes.buffer);
    const text = (at: number) => String.fromCharCode(...bytes.slice(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    const rate = view.getUint32(24, true);
    expect({ channels: view.getUint16(22, true), bits: view.getUint16(34, true) }).toEqual({ channels: 1, bits: 8 });
    expect(view.getUint32(40, true) / rate).toBe(2);
    expect(bytes.length).toBe(44 + 2 * rate);
    expect(bytes.slice(44).every((sample) => sample === 128)).toBe(true);
  });
});
