import type { MeResponse } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_VIEWER, viewerFromMe } from './viewer';

const me: MeResponse = {
  user: { id: 'u1', email: 'ana@example.com', emailVerified: true },
  profile: {
    firstName: 'Ana',
    lastName: 'López',
    username: 'ana_l',
    age: null,
    skillLevel: null,
    sports: ['padel'],
    country: 'Mexico',
    state: '',
    city: '',
    language: 'es',
    inDirectory: true,
  },
  plan: 'free',
  roles: [],
  isAdmin: false,
  isCourtAdmin: false,
  venue: null,
};

describe('viewerFromMe', () => {
  it('is signed out without a session', () => {
    expect(viewerFromMe(null)).toBe(SIGNED_OUT_VIEWER);
  });

  it('names the user and carries the plan', () => {
    expect(viewerFromMe(me)).toEqual({
      status: 'ready',
      signedIn: true,
      roles: [],
      account: { id: 'u1', email: 'ana@example.com', emailVerified: true, displayName: 'Ana López', plan: 'free' },
    });
  });

  it('maps server roles; admins are court admins too', () => {
    expect(viewerFromMe({ ...me, roles: ['court_admin'], isCourtAdmin: true }).roles).toEqual(['courtAdmin']);
    expect(viewerFromMe({ ...me, roles: ['admin'], isAdmin: true, isCourtAdmin: true, plan: 'master' }).roles).toEqual([
      'admin',
      'courtAdmin',
    ]);
  });

  it('falls back to the e-mail when there is no profile', () => {
    expect(viewerFromMe({ ...me, profile: null }).account?.displayName).toBe('ana@example.com');
  });
});
