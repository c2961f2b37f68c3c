import { applyEvent, initialMatchState, pointWon, toEventId, VOICE_COMMANDS } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands';
import { announcementKind, announcementText, registryCommand } from './voice-commands';

describe('voice commands in the registry', () => {
  it('every voice command but score dispatches a registry command', () => {
    for (const command of VOICE_COMMANDS) {
      const name = registryCommand(command);
      if (command === 'score') expect(name).toBeNull();
      else expect(COMMANDS[name as keyof typeof COMMANDS]).toBeDefined();
    }
  });

  it.each([
    [true, 0, 100, 'match-end'],
    [false, 1000, 2999, 'command'],
    [false, 1000, 3000, 'point'],
    [false, Number.NEGATIVE_INFINITY, 5, 'point'],
  ] as const)('announcement kind (over %s, voice at %d, now %d) is %s', (over, voiceAt, now, kind) => {
    expect(announcementKind(over, voiceAt, now)).toBe(kind);
  });

  it('calls the last point, and the whole score after an undo', () => {
    const state = applyEvent(initialMatchState({ sport: 'padel' }), pointWon('player1', toEventId('e1'), 1));
    const teams = { player1: 'Nosotros', player2: 'Oponentes' };
    expect(announcementText(state, 'point_won', 'es', teams)).toBe('Quince nada');
    expect(announcementText(state, 'undo', 'es', teams)).toMatch(/^Primer set/);
  });
});
