import { createVoiceGate, voiceSpeechStarted } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { hearCommand } from './voice-controller';

const alt = (transcript: string, confidence = 0.9) => ({ transcript, confidence });

describe('hearCommand', () => {
  it.each([
    ['a Spanish command', [alt('punto para nosotros')], 'es', { accepted: true, command: 'point_us' }],
    ['an English command', [alt('point for them')], 'en', { accepted: true, command: 'point_them' }],
    [
      'the second alternative when the first is small talk',
      [alt('qué calor hace'), alt('deshacer')],
      'es',
      { accepted: true, command: 'undo', transcript: 'deshacer' },
    ],
    ['noise', [alt('aaa')], 'es', { accepted: false, reason: 'noise' }],
    ['small talk', [alt('qué calor hace en la pista')], 'es', { accepted: false }],
  ] as const)('%s', (_name, alternatives, lang, expected) => {
    expect(hearCommand(createVoiceGate(), alternatives, lang, 0).outcome).toMatchObject(expected);
  });

  it('counts the same command twice within 1,200 ms once', () => {
    const first = hearCommand(createVoiceGate(), [alt('punto nuestro')], 'es', 1000);
    const second = hearCommand(first.gate, [alt('punto nuestro')], 'es', 2199);
    const third = hearCommand(second.gate, [alt('punto nuestro')], 'es', 2200);
    expect([first, second, third].map((h) => h.outcome.accepted)).toEqual([true, false, true]);
    expect(second.outcome).toMatchObject({ reason: 'duplicate' });
  });

  it('refuses what it hears while our own speech plays', () => {
    const speaking = voiceSpeechStarted(createVoiceGate(), 1000);
    expect(hearCommand(speaking, [alt('punto para ellos')], 'es', 1500).outcome).toMatchObject({
      accepted: false,
      reason: 'speaking',
    });
  });
});
