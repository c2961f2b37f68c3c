import { SESSION_START_LEAD_MINUTES } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { courtAdminErrorMessage } from './court-admin-errors';

const refusal = (code: string, details: Record<string, string> = {}) =>
  new ApiRequestError(409, code, 'refused', {}, undefined, details);

describe('the court admin area words its refusals', () => {
  it("names a clash's court, times and day (in the reader's date format)", () => {
    const clash = refusal('session_clash', { court: 'Pista 1', date: '2026-11-28', start: '18:00', end: '19:00' });
    expect(courtAdminErrorMessage(clash, 'es')).toEqual({
      key: 'account:courtAdmin.errors.session_clash',
      values: { court: 'Pista 1', date: '28/11/2026', start: '18:00', end: '19:00' },
    });
    expect(courtAdminErrorMessage(clash, 'en').values?.date).toBe('11/28/2026');
  });

  it('says a clash without naming it when the details are missing', () => {
    expect(courtAdminErrorMessage(refusal('session_clash'), 'es')).toEqual({
      key: 'account:courtAdmin.errors.session_clash_unnamed',
    });
  });

  it.each(['session_in_past', 'outside_opening_hours', 'unknown_court', 'session_closed', 'court_name_taken'])(
    '%s has its own copy',
    (code) => {
      expect(courtAdminErrorMessage(refusal(code), 'es')).toEqual({ key: `account:courtAdmin.errors.${code}` });
    },
  );

  it('says from how long before the session its match may start', () => {
    expect(courtAdminErrorMessage(refusal('session_too_early'), 'es')).toEqual({
      key: 'account:courtAdmin.errors.session_too_early',
      values: { minutes: String(SESSION_START_LEAD_MINUTES) },
    });
  });

  it("leaves other failures to the app's API messages", () => {
    expect(courtAdminErrorMessage(refusal('rate_limited'), 'es')).toEqual({ key: 'apiErrors:errors.api.rate_limited' });
    expect(courtAdminErrorMessage(new Error('boom'), 'es')).toEqual({ key: 'apiErrors:errors.api.unknown' });
  });
});
