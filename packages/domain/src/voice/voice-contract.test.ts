import { describe, expect, it } from 'vitest';
// The package entry, as the app and the outside check import it.
import * as domain from '../index';

describe('@marcador/domain voice contract', () => {
  it('exports parseVoiceCommand(transcript, lang) -> { ok, command } | { ok, reason }', () => {
    expect(domain.parseVoiceCommand('punto para nosotros', 'es')).toEqual({ ok: true, command: 'point_us' });
    expect(domain.parseVoiceCommand('point for them', 'en')).toEqual({ ok: true, command: 'point_them' });
    expect(domain.parseVoiceCommand('hmmmm', 'en')).toEqual({ ok: false, reason: 'noise' });
  });

  it('exports the lexicons, the gate and the alternative picker', () => {
    expect(domain.VOICE_LEXICONS.es.phrases.point_us).toContain('punto para nosotros');
    expect(domain.VOICE_LEXICON_EN.phrases.swap_court).toContain('switch sides');
    expect(domain.offerVoiceCommand(domain.createVoiceGate(), 'undo', 0).accepted).toBe(true);
    expect(domain.pickVoiceAlternative([{ transcript: 'deshacer', confidence: 0.9 }], 'es')).toMatchObject({
      ok: true,
      command: 'undo',
    });
  });
});
