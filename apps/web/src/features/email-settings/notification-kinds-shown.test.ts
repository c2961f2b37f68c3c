import { NOTIFICATION_KINDS } from '@marcador/contracts/limits';
import { describe, expect, it } from 'vitest';
import { notificationKindsShown } from './notification-kinds-shown';

const flags = (tournaments: boolean) => ({ tournaments, voice: true, courtAdmin: true, premium: true });

describe('notificationKindsShown', () => {
  it('offers the round-starting e-mail only where tournaments are on', () => {
    expect(notificationKindsShown(flags(true))).toEqual([...NOTIFICATION_KINDS]);
    expect(notificationKindsShown(flags(false))).toEqual(NOTIFICATION_KINDS.filter((k) => k !== 'tournament_round'));
  });

  it('leaves feature kinds out while the flags are unknown', () => {
    expect(notificationKindsShown(undefined)).not.toContain('tournament_round');
    expect(notificationKindsShown(undefined)).toContain('added_to_match');
  });
});

describe('notificationKindsShown, court administration', () => {
  it('offers the venue decisions only where court administration is on (decision 047)', () => {
    const off = notificationKindsShown({ tournaments: true, voice: true, courtAdmin: false, premium: true });
    expect(off).not.toContain('venue_approved');
    expect(off).not.toContain('venue_rejected');
    expect(notificationKindsShown(flags(true))).toEqual(expect.arrayContaining(['venue_approved', 'venue_rejected']));
  });
});
