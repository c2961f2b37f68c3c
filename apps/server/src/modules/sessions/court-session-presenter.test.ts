import type { Role } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { toCourtSession } from './court-session-presenter';
import type { CourtSessionRow } from './court-sessions.repository';

const NOW = new Date('2026-07-10T16:00:00Z'); // 18:00 in Madrid
const MINUTE_MS = 60_000;

/** A session of Club Central (run by `club-admin`), booked by `booker`, with `player` in it. */
const row = (startOffsetMinutes: number, status: CourtSessionRow['status'] = 'scheduled'): CourtSessionRow => {
  const startsAt = new Date(NOW.getTime() + startOffsetMinutes * MINUTE_MS);
  return {
    id: 'session-1',
    venue: {
      id: 'venue-1',
      name: 'Club Central',
      address: 'Calle Mayor 1',
      timeZone: 'Europe/Madrid',
      createdBy: 'club-admin',
      isActive: true,
    },
    court: { id: 'court-1', name: 'Pista 1' },
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * MINUTE_MS),
    status,
    notes: '',
    createdBy: 'booker',
    players: [
      { userId: 'booker', name: 'Ana' },
      { userId: 'player', name: 'Luis' },
      { userId: null, name: 'Invitado' },
    ],
  };
};
const viewer = (id: string, roles: Role[] = []) => ({
  user: { id, email: `${id}@example.com`, emailVerified: true, name: id },
  roles,
});

describe('a session as the API shows it', () => {
  it("gives the instants and the venue's wall clock, and the length", () => {
    const shown = toCourtSession(row(60), viewer('player'), NOW);
    expect(shown).toMatchObject({
      startsAt: '2026-07-10T17:00:00.000Z',
      endsAt: '2026-07-10T18:30:00.000Z',
      localDate: '2026-07-10',
      localStart: '19:00',
      localEnd: '20:30',
      minutes: 90,
      status: 'scheduled',
      venue: { id: 'venue-1', name: 'Club Central', address: 'Calle Mayor 1', timeZone: 'Europe/Madrid' },
    });
  });

  it.each<[string, ReturnType<typeof viewer>, number, CourtSessionRow['status'], boolean, boolean, string]>([
    // name, viewer, start (minutes from now), stored status, canEdit, canStart, status shown
    ['its court admin, ahead', viewer('club-admin', ['court_admin']), 60, 'scheduled', true, false, 'scheduled'],
    [
      'its court admin, within the start window',
      viewer('club-admin', ['court_admin']),
      20,
      'scheduled',
      true,
      true,
      'scheduled',
    ],
    ['a master admin', viewer('root', ['admin']), 20, 'scheduled', true, true, 'scheduled'],
    ['another court admin', viewer('other-admin', ['court_admin']), 20, 'scheduled', false, false, 'scheduled'],
    ['its booker, a player in it', viewer('booker'), 20, 'scheduled', true, true, 'scheduled'],
    ['a player in it', viewer('player'), 20, 'in_play', false, true, 'in_play'],
    ['a player, once it ended', viewer('player'), -120, 'in_play', false, false, 'finished'],
    ['its booker, cancelled', viewer('booker'), 60, 'cancelled', false, false, 'cancelled'],
  ])('%s', (_name, who, offset, status, canEdit, canStart, shown) => {
    expect(toCourtSession(row(offset, status), who, NOW)).toMatchObject({ canEdit, canStart, status: shown });
  });
});
