import type { CourtSession } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddPlayer,
  createRequest,
  firstInvalid,
  newSessionValues,
  type SessionFormValues,
  sessionFormErrors,
  sessionValues,
  updateRequest,
  withPlayer,
} from './session-form';

const filled: SessionFormValues = {
  ...newSessionValues('court-1', '2026-11-28', 60),
  time: '18:00',
  players: [
    { userId: 'u-1', name: 'Ana Pérez' },
    { userId: null, name: '  Luis  ' },
    { userId: null, name: '   ' },
  ],
  notes: '  Traer bolas  ',
};

describe('the session form', () => {
  it("starts a new session on the day shown with the venue's default length", () => {
    expect(newSessionValues('court-1', '2026-11-28', 90)).toEqual({
      courtId: 'court-1',
      date: '2026-11-28',
      time: '',
      minutes: '90',
      players: [],
      notes: '',
    });
  });

  it("edits a session in the venue's wall clock, as the API gives it", () => {
    const session = {
      court: { id: 'court-2', name: 'Central' },
      localDate: '2026-11-28',
      localStart: '09:30',
      minutes: 90,
      players: [{ userId: null, name: 'Eva' }],
      notes: 'Clase',
    } as CourtSession;
    expect(sessionValues(session)).toEqual({
      courtId: 'court-2',
      date: '2026-11-28',
      time: '09:30',
      minutes: '90',
      players: [{ userId: null, name: 'Eva' }],
      notes: 'Clase',
    });
  });

  it('sends accounts by id, typed names trimmed, no blank names, the minutes as a number', () => {
    expect(createRequest('venue-1', filled)).toEqual({
      venueId: 'venue-1',
      courtId: 'court-1',
      date: '2026-11-28',
      time: '18:00',
      minutes: 60,
      players: [{ userId: 'u-1' }, { name: 'Luis' }],
      notes: 'Traer bolas',
    });
    expect(updateRequest(filled)).not.toHaveProperty('venueId');
  });

  it('finds each field problem, in the page order', () => {
    const errors = sessionFormErrors({ ...filled, courtId: '', date: '2026-02-30', time: '', minutes: '10' });
    expect(errors).toEqual({ courtId: 'required', date: 'invalid', time: 'required', minutes: 'out_of_range' });
    expect(firstInvalid(errors)).toBe('courtId');
    expect(sessionFormErrors({ ...filled, minutes: '1h' })).toEqual({ minutes: 'invalid' });
    expect(sessionFormErrors({ ...filled, minutes: ' ' })).toEqual({ minutes: 'required' });
    expect(sessionFormErrors({ ...filled, time: '25:00' })).toEqual({ time: 'invalid' });
    expect(sessionFormErrors({ ...filled, notes: 'x'.repeat(501) })).toEqual({ notes: 'too_long' });
    expect(sessionFormErrors(filled)).toEqual({});
  });

  it('holds four players at most, each once', () => {
    let players = withPlayer([], { userId: 'u-1', name: 'Ana' });
    players = withPlayer(players, { userId: 'u-1', name: 'Ana' });
    players = withPlayer(players, { userId: null, name: ' Luis ' });
    players = withPlayer(players, { userId: null, name: 'luis' });
    players = withPlayer(players, { userId: null, name: '' });
    expect(players).toEqual([
      { userId: 'u-1', name: 'Ana' },
      { userId: null, name: 'Luis' },
    ]);
    players = withPlayer(withPlayer(players, { userId: 'u-3', name: 'Eva' }), { userId: null, name: 'Leo' });
    expect(canAddPlayer(players)).toBe(false);
    expect(withPlayer(players, { userId: 'u-9', name: 'Sol' })).toHaveLength(4);
  });
});
