import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';
import type { Access } from './route-types';
import { SIGNED_OUT_VIEWER, type Viewer } from './viewer';

const loading: Viewer = { status: 'loading', signedIn: false, roles: [], account: null };
const user: Viewer = { status: 'ready', signedIn: true, roles: [], account: null };
const courtAdmin: Viewer = { status: 'ready', signedIn: true, roles: ['courtAdmin'], account: null };
const admin: Viewer = { status: 'ready', signedIn: true, roles: ['admin'], account: null };

describe('decideAccess', () => {
  it.each<[string, Viewer, Access, ReturnType<typeof decideAccess>]>([
    ['visitor, public', SIGNED_OUT_VIEWER, 'public', 'allow'],
    ['loading, public', loading, 'public', 'allow'],
    ['loading, user', loading, 'user', 'checking'],
    ['visitor, user', SIGNED_OUT_VIEWER, 'user', 'signIn'],
    ['visitor, admin', SIGNED_OUT_VIEWER, 'admin', 'signIn'],
    ['user, user', user, 'user', 'allow'],
    ['user, admin', user, 'admin', 'deny'],
    ['user, court admin', user, 'courtAdmin', 'deny'],
    ['court admin, court admin', courtAdmin, 'courtAdmin', 'allow'],
    ['court admin, admin', courtAdmin, 'admin', 'deny'],
    ['admin, court admin (admins count as court admins)', admin, 'courtAdmin', 'allow'],
    ['admin, admin', admin, 'admin', 'allow'],
  ])('%s', (_label, viewer, access, expected) => {
    expect(decideAccess(viewer, access)).toBe(expected);
  });
});
