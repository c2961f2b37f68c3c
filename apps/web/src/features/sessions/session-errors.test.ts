import { SESSION_START_LEAD_MINUTES } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import en from '../../locales/sessions/en.json';
import es from '../../locales/sessions/es.json';
import { SESSION_ERROR_KEYS, sessionErrorMessage } from './session-errors';

const failure = (status: number, code: string, details: Record<string, string> = {}) =>
  new ApiRequestError(status, code, 'English text', {}, undefined, details);

describe('what a failed session request tells the player', () => {
  it('names the clash from the error details', () => {
    const details = { court: 'Pista 1', date: '2026-12-01', start: '10:00', end: '11:00' };
    expect(sessionErrorMessage(failure(409, 'session_clash', details))).toEqual({
      key: 'errors.clash',
      values: details,
    });
  });

  it('says from how long before the session a match may start', () => {
    expect(sessionErrorMessage(failure(409, 'session_too_early'))).toEqual({
      key: 'errors.tooEarly',
      values: { minutes: String(SESSION_START_LEAD_MINUTES) },
    });
  });

  it.each([
    [failure(409, 'session_clash', { court: 'Pista 1' }), 'errors.clashUnnamed'],
    [failure(400, 'session_in_past'), 'errors.inPast'],
    [failure(400, 'session_ends_before_start'), 'errors.endsBeforeStart'],
    [failure(400, 'unknown_court'), 'errors.unknownCourt'],
    [failure(400, 'outside_opening_hours'), 'errors.outsideHours'],
    [failure(400, 'unknown_user'), 'errors.unknownUser'],
    [failure(400, 'validation_failed'), 'errors.validation'],
    [failure(404, 'not_found'), 'errors.notFound'],
    [failure(409, 'session_closed'), 'errors.closed'],
    [failure(429, 'rate_limited'), 'errors.rateLimited'],
    [failure(429, 'something_else'), 'errors.rateLimited'],
    [failure(0, 'network_error'), 'errors.offline'],
    [failure(500, 'internal_error'), 'errors.generic'],
    [new Error('boom'), 'errors.generic'],
  ])('%s reads %s', (error, key) => {
    expect(sessionErrorMessage(error).key).toBe(key);
    expect(SESSION_ERROR_KEYS).toContain(key);
  });
});

describe('the sessions copy', () => {
  it('has every message an error or a form problem can name, in both languages', () => {
    const form = ['venueRequired', 'dateRequired', 'slotRequired', 'minutesRange', 'notesTooLong'].map(
      (key) => `form.errors.${key}`,
    );
    const players = ['nameRequired', 'already', 'full'].map((key) => `form.players.${key}`);
    for (const tree of [es, en])
      for (const key of [...SESSION_ERROR_KEYS, ...form, ...players])
        expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree)).toEqual(
          expect.any(String),
        );
  });
});
