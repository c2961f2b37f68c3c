import { describe, expect, it } from 'vitest';
import { courtAdminScreen } from './court-admin-screens';

describe('the court admin area picks its page by the address', () => {
  it.each([
    ['/court-admin', { name: 'dashboard' }],
    ['/court-admin/', { name: 'dashboard' }],
    ['/court-admin/register', { name: 'register' }],
    ['/court-admin/pending', { name: 'pending' }],
    ['/add-court', { name: 'courts' }],
    ['/court-admin/sessions', { name: 'sessions' }],
    ['/court-admin/sessions/new', { name: 'newSession' }],
    ['/court-admin/sessions/abc-1', { name: 'session', id: 'abc-1' }],
    ['/court-admin/sessions/abc-1/edit', { name: 'editSession', id: 'abc-1' }],
    ['/court-admin/players/search', { name: 'players' }],
    ['/court-admin/settings', { name: 'settings' }],
  ])('%s', (path, screen) => {
    expect(courtAdminScreen(path)).toEqual(screen);
  });
});
