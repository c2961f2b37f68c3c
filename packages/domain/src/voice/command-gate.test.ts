import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createVoiceGate,
  offerVoiceCommand,
  startVoiceCooldown,
  type VoiceGate,
  voiceSpeechEnded,
  voiceSpeechStarted,
} from './command-gate';
import { VOICE_COMMANDS, VOICE_DUPLICATE_WINDOW_MS, VOICE_SPEECH_GUARD_MS, type VoiceCommand } from './voice-command';

/** Offers commands in order and returns the decisions (`true` for accepted, else the reason). */
function run(offers: readonly (readonly [VoiceCommand, number])[], start: VoiceGate = createVoiceGate()) {
  let gate = start;
  return offers.map(([command, now]) => {
    const decision = offerVoiceCommand(gate, command, now);
    gate = decision.gate;
    return decision.accepted ? true : decision.reason;
  });
}

describe('offerVoiceCommand', () => {
  it.each([
    ['the first command', [['point_us', 0]], [true]],
    [
      'the same command 1199 ms later',
      [
        ['point_us', 0],
        ['point_us', 1199],
      ],
      [true, 'duplicate'],
    ],
    [
      'the same command exactly 1200 ms later',
      [
        ['point_us', 0],
        ['point_us', 1200],
      ],
      [true, true],
    ],
    [
      'another command straight away',
      [
        ['point_us', 0],
        ['undo', 10],
      ],
      [true, true],
    ],
    [
      'A, B, A within the window',
      [
        ['point_us', 0],
        ['undo', 500],
        ['point_us', 1000],
      ],
      [true, true, 'duplicate'],
    ],
    [
      'repeats do not push the window forward',
      [
        ['score', 0],
        ['score', 800],
        ['score', 1200],
      ],
      [true, 'duplicate', true],
    ],
    [
      'a clock that went backwards',
      [
        ['point_us', 5000],
        ['point_us', 4000],
      ],
      [true, 'duplicate'],
    ],
  ] as const)('%s', (_label, offers, expected) => {
    expect(run(offers)).toEqual(expected);
  });

  it('accepts nothing during a cooldown, then everything again', () => {
    const gate = startVoiceCooldown(createVoiceGate(), 1000, 500);
    expect(
      run(
        [
          ['point_us', 1000],
          ['undo', 1499],
          ['undo', 1500],
        ],
        gate,
      ),
    ).toEqual(['cooldown', 'cooldown', true]);
  });

  it('keeps the longer of two cooldowns', () => {
    const gate = startVoiceCooldown(startVoiceCooldown(createVoiceGate(), 0, 2000), 100, 100);
    expect(
      run(
        [
          ['score', 1999],
          ['score', 2000],
        ],
        gate,
      ),
    ).toEqual(['cooldown', true]);
  });

  it('accepts nothing while our own speech plays, and again once it ends', () => {
    const speaking = voiceSpeechStarted(createVoiceGate(), 1000);
    expect(run([['point_them', 1500]], speaking)).toEqual(['speaking']);
    const ended = voiceSpeechEnded(speaking, 2000);
    expect(
      run(
        [
          ['point_them', 1999],
          ['point_them', 2000],
        ],
        ended,
      ),
    ).toEqual(['speaking', true]);
  });

  it('stops waiting for an end of speech that never comes after the 6 s guard', () => {
    const speaking = voiceSpeechStarted(createVoiceGate(), 0);
    expect(
      run(
        [
          ['score', VOICE_SPEECH_GUARD_MS - 1],
          ['score', VOICE_SPEECH_GUARD_MS],
        ],
        speaking,
      ),
    ).toEqual(['speaking', true]);
  });

  it('leaves the gate it was given untouched', () => {
    const gate = createVoiceGate();
    offerVoiceCommand(gate, 'undo', 0);
    expect(gate).toEqual(createVoiceGate());
    expect(voiceSpeechEnded(gate, 10)).toEqual(gate);
  });

  it('never accepts the same command twice within 1200 ms, nor anything while cooling down or speaking', () => {
    type Step =
      | { kind: 'offer'; command: VoiceCommand; dt: number }
      | { kind: 'cooldown'; dt: number; ms: number }
      | { kind: 'speech'; dt: number; start: boolean };
    const dt = fc.integer({ min: 0, max: 2000 });
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({ kind: fc.constant('offer' as const), command: fc.constantFrom(...VOICE_COMMANDS), dt }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('cooldown' as const), dt, ms: fc.integer({ min: 0, max: 3000 }) }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('speech' as const), dt, start: fc.boolean() }) },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let gate = createVoiceGate();
        let now = 0;
        let blockedUntil = Number.NEGATIVE_INFINITY;
        let speakingUntil = Number.NEGATIVE_INFINITY;
        const accepted: { command: VoiceCommand; at: number }[] = [];
        for (const s of steps) {
          now += s.dt;
          if (s.kind === 'cooldown') {
            gate = startVoiceCooldown(gate, now, s.ms);
            blockedUntil = Math.max(blockedUntil, now + s.ms);
          } else if (s.kind === 'speech') {
            gate = s.start ? voiceSpeechStarted(gate, now) : voiceSpeechEnded(gate, now);
            speakingUntil = s.start ? now + VOICE_SPEECH_GUARD_MS : Math.min(speakingUntil, now);
          } else {
            const decision = offerVoiceCommand(gate, s.command, now);
            gate = decision.gate;
            if (decision.accepted) {
              expect(now).toBeGreaterThanOrEqual(blockedUntil);
              expect(now).toBeGreaterThanOrEqual(speakingUntil);
              const previous = accepted.filter((a) => a.command === s.command).at(-1);
              if (previous) expect(now - previous.at).toBeGreaterThanOrEqual(VOICE_DUPLICATE_WINDOW_MS);
              accepted.push({ command: s.command, at: now });
            } else {
              const free = now >= blockedUntil && now >= speakingUntil;
              const previous = accepted.filter((a) => a.command === s.command).at(-1);
              // Refused only for a reason: never when free and no recent acceptance of the same command.
              if (free) expect(previous && now - previous.at < VOICE_DUPLICATE_WINDOW_MS).toBe(true);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
