import { describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGE_MAX,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
  invitationMessage,
  sendsInvitations,
} from './invitations';

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

describe('invitationMessage', () => {
  it.each([
    ['  ¿Jugamos el sábado?  ', '¿Jugamos el sábado?'],
    ['Hola\r\n\r\n  Ana\n', 'Hola\nAna'],
    ['evil\u202Emoc.elpmaxe', 'evilmoc.elpmaxe'],
    ['tab\there\u0000end', 'tab here end'],
    ['\n \n', ''],
  ])('cleans %j to %j', (typed, sent) => {
    expect(invitationMessage(typed)).toBe(sent);
  });

  it(`keeps at most ${INVITATION_MESSAGE_MAX} characters`, () => {
    expect(invitationMessage('a'.repeat(INVITATION_MESSAGE_MAX + 50))).toHaveLength(INVITATION_MESSAGE_MAX);
  });
});
