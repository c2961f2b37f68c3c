import { describe, expect, it } from 'vitest';
import { INVITATIONS_PER_RECIPIENT_PER_DAY, INVITATIONS_PER_USER_PER_DAY, sendsInvitations } from './invitations';

describe('post-match invitation limits', () => {
  it.each([
    [0, false],
    [1, true],
    [48, true],
  ])('a match with %i points played sends invitations: %s', (points, sends) => {
    expect(sendsInvitations(points)).toBe(sends);
  });

  it('lets a day of real play through: several doubles matches with three invitees each', () => {
    expect(INVITATIONS_PER_USER_PER_DAY).toBeGreaterThanOrEqual(6 * 3);
    expect(INVITATIONS_PER_RECIPIENT_PER_DAY).toBeGreaterThanOrEqual(2);
  });
});
