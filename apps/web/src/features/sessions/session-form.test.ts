import type { CourtSession } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { sessionDay } from './session-day';
import {
  createRequestOf,
  draftOfSession,
  emptySessionDraft,
  newPlayerIssue,
  playersRoom,
  type SessionDraft,
  sessionIssues,
  sessionMinutes,
  updateRequestOf,
} from './session-form';

const complete: SessionDraft = {
  venue: { id: '7b0c1b7e-0000-4000-8000-000000000001', name: 'Club Norte' },
  date: '2026-12-01',
  courtId: '7b0c1b7e-0000-4000-8000-000000000002',
  time: '10:30',
  minutes: '',
  players: [
    { userId: '7b0c1b7e-0000-4000-8000-000000000003', name: 'Lucía Pérez' },
    { userId: null, name: '  Marta ' },
  ],
  notes: ' Traemos bolas ',
};

const session: CourtSession = {
  id: 's-1',
  venue: { id: complete.venue?.id ?? '', name: 'Club Norte', address: 'Calle Mayor 1', timeZone: 'Europe/Madrid' },
  court: { id: complete.courtId, name: 'Pista 1' },
  startsAt: '2026-12-01T09:30:00.000Z',
  endsAt: '2026-12-01T10:30:00.000Z',
  localDate: '2026-12-01',
  localStart: '10:30',
  localEnd: '11:30',
  minutes: 60,
  status: 'scheduled',
  players: [
    { userId: 'me', name: 'Ana' },
    { userId: null, name: 'Marta' },
  ],
  notes: 'Traemos bolas',
  createdBy: 'me',
  canEdit: true,
  canStart: true,
};

describe('the booking form', () => {
  it('a complete draft has no issues and books with the venue length when minutes are empty', () => {
    expect(sessionIssues(complete, playersRoom(false))).toEqual({});
    expect(createRequestOf(complete)).toEqual({
      venueId: complete.venue?.id,
      courtId: complete.courtId,
      date: '2026-12-01',
      time: '10:30',
      players: [{ userId: '7b0c1b7e-0000-4000-8000-000000000003' }, { name: 'Marta' }],
      notes: 'Traemos bolas',
    });
    expect(sessionMinutes(complete, 90)).toBe(90);
    expect(createRequestOf({ ...complete, minutes: '45' }).minutes).toBe(45);
  });

  it('names what is missing or out of bounds', () => {
    expect(sessionIssues(emptySessionDraft(''), 3)).toEqual({
      venue: 'form.errors.venueRequired',
      date: 'form.errors.dateRequired',
      slot: 'form.errors.slotRequired',
    });
    for (const minutes of ['14', '481', '60.5', 'x'])
      expect(sessionIssues({ ...complete, minutes }, 3).minutes).toBe('form.errors.minutesRange');
    expect(sessionIssues({ ...complete, notes: 'a'.repeat(501) }, 3).notes).toBe('form.errors.notesTooLong');
  });

  it('adds a player once, and no more than the session holds', () => {
    const players = complete.players;
    expect(newPlayerIssue(players, { userId: null, name: ' ' }, 3)).toBe('form.players.nameRequired');
    expect(newPlayerIssue(players, { userId: null, name: 'marta' }, 3)).toBe('form.players.already');
    expect(newPlayerIssue(players, { userId: '7b0c1b7e-0000-4000-8000-000000000003', name: 'Otra' }, 3)).toBe(
      'form.players.already',
    );
    expect(newPlayerIssue(players, { userId: null, name: 'Julia' }, 3)).toBeNull();
    expect(newPlayerIssue([...players, { userId: null, name: 'Julia' }], { userId: null, name: 'Sara' }, 3)).toBe(
      'form.players.full',
    );
    expect(playersRoom(true)).toBe(4);
  });

  it('a change sends only what changed', () => {
    const draft = draftOfSession(session);
    expect(updateRequestOf(draft, session)).toEqual({});
    expect(
      updateRequestOf(
        { ...draft, time: '12:00', minutes: '90', players: draft.players.slice(0, 1), notes: '' },
        session,
      ),
    ).toEqual({ time: '12:00', minutes: 90, players: [{ userId: 'me' }], notes: '' });
  });
});

describe("a session's day", () => {
  it("reads the venue's date in the reader's language, wherever the browser is", () => {
    expect(sessionDay('2026-12-01', 'es')).toBe('martes, 1 de diciembre de 2026');
    expect(sessionDay('2026-12-01', 'en')).toBe('Tuesday, December 1, 2026');
    expect(sessionDay('2026-12-01', 'es', 'short')).toBe('mar, 1 dic');
  });
});
