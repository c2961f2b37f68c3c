import { FREE_CONTACTS_LIMIT } from '@marcador/contracts/limits';
import { describe, expect, it } from 'vitest';
import { contactsAllowance } from './contacts-allowance';

describe('contactsAllowance', () => {
  it('has no limit on Premium', () => {
    expect(contactsAllowance(300, null)).toEqual({ kind: 'unlimited', contacts: 300 });
  });

  it.each([
    [0, 'room', 25],
    [12, 'room', 13],
    [19, 'room', 6],
    [20, 'near', 5],
    [24, 'near', 1],
    [25, 'full', 0],
    [31, 'full', 0],
  ] as const)('%i of the free limit is %s with %i left', (contacts, kind, left) => {
    expect(contactsAllowance(contacts, FREE_CONTACTS_LIMIT)).toEqual({
      kind,
      contacts,
      limit: FREE_CONTACTS_LIMIT,
      left,
    });
  });
});
