import { describe, expect, it } from 'vitest';
import { createVoiceGate, type VoiceGate } from '../voice/command-gate';
import { VOICE_DUPLICATE_WINDOW_MS } from '../voice/voice-command';
import type { RemoteCommand } from './remote-binding';
import { offerRemoteCommand } from './remote-gate';

function run(offers: readonly (readonly [RemoteCommand, number])[]): boolean[] {
  let gate: VoiceGate = createVoiceGate();
  return offers.map(([command, now]) => {
    const decision = offerRemoteCommand(gate, command, now);
    gate = decision.gate;
    return decision.accepted;
  });
}

describe('offerRemoteCommand', () => {
  it.each<[string, [RemoteCommand, number][], boolean[]]>([
    [
      'a bounce of the same command counts once',
      [
        ['pointUs', 0],
        ['pointUs', 60],
      ],
      [true, false],
    ],
    [
      'the same command again once the voice window has passed',
      [
        ['pointUs', 0],
        ['pointUs', VOICE_DUPLICATE_WINDOW_MS],
      ],
      [true, true],
    ],
    [
      'another command at once',
      [
        ['pointUs', 0],
        ['pointThem', 10],
        ['undo', 20],
      ],
      [true, true, true],
    ],
  ])('%s', (_label, offers, expected) => {
    expect(run(offers)).toEqual(expected);
  });
});
