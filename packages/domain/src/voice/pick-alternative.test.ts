import { describe, expect, it } from 'vitest';
import { pickVoiceAlternative } from './pick-alternative';

describe('pickVoiceAlternative', () => {
  it('takes the first alternative that parses, in the recogniser order', () => {
    const pick = pickVoiceAlternative(
      [
        { transcript: 'punto para los dos', confidence: 0.9 },
        { transcript: 'punto para nosotros', confidence: 0.6 },
        { transcript: 'punto para ellos', confidence: 0.5 },
      ],
      'es',
    );
    expect(pick).toEqual({
      ok: true,
      command: 'point_us',
      transcript: 'punto para nosotros',
      confidence: 0.6,
      index: 1,
    });
  });

  it('trusts the order over confidences a browser left at 0', () => {
    const pick = pickVoiceAlternative(
      [
        { transcript: 'our point', confidence: 0 },
        { transcript: 'their point', confidence: 0.8 },
      ],
      'en',
    );
    expect(pick).toMatchObject({ ok: true, command: 'point_us', index: 0 });
  });

  it("gives the first alternative's reason when none parses", () => {
    const pick = pickVoiceAlternative(
      [
        { transcript: 'hmmmm', confidence: 0.7 },
        { transcript: 'hello', confidence: 0.2 },
      ],
      'en',
    );
    expect(pick).toEqual({ ok: false, reason: 'noise' });
    expect(pickVoiceAlternative([{ transcript: 'nice shot', confidence: 0.9 }], 'en')).toEqual({
      ok: false,
      reason: 'no_keyword',
    });
  });

  it('calls an empty result noise: nothing was heard', () => {
    expect(pickVoiceAlternative([], 'es')).toEqual({ ok: false, reason: 'noise' });
  });
});
