import { applyEvent, initialMatchState, pointWon, serveOrder, toEventId, VOICE_COMMANDS } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands';
import { announcementKind, announcementText, questionAnswer, registryCommand } from './voice-commands';

describe('voice commands in the registry', () => {
  it('every voice command but the questions (score, who serves) dispatches a registry command', () => {
    for (const command of VOICE_COMMANDS) {
      const name = registryCommand(command);
      if (command === 'score' || command === 'who_serves') expect(name).toBeNull();
      else expect(COMMANDS[name as keyof typeof COMMANDS]).toBeDefined();
    }
  });

  it("answers the questions aloud: the score, and who serves by the player's name", () => {
    const teams = {
      player1: 'Nosotros',
      player2: 'Oponentes',
      players: { player1: ['Ana', 'Bea'], player2: ['', ''] },
    };
    const start = initialMatchState({ sport: 'padel' });
    const served = applyEvent(start, serveOrder('player1', 1, 0, toEventId('s'), 0));
    expect(questionAnswer('who_serves', served, 'es', teams)).toBe('Saca Bea');
    expect(questionAnswer('who_serves', start, 'es', teams)).toBe('No se eligió quién saca');
    expect(questionAnswer('score', served, 'es', teams)).toMatch(/^Primer set/);
    expect(questionAnswer('undo', served, 'es', teams)).toBeNull();
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
