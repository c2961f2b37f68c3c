import { SESSION_START_LEAD_MINUTES } from '@marcador/domain';
import { ApiRequestError, apiErrorMessageKey } from '../../lib/api';
import { numericDate } from './venue-calendar';

/** A message to show: an i18n key and the values it quotes. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** The court admin's refusals this area words itself (packages/contracts/src/court-admin.ts). */
const OWN_CODES = new Set([
  'session_in_past',
  'session_ends_before_start',
  'outside_opening_hours',
  'unknown_court',
  'unknown_user',
  'session_closed',
  'court_name_taken',
]);

/**
 * What to tell the court admin about a failed request, in their language. A clash names the court and
 * the other session's day and times from the error's details (venue time, as the server sent them);
 * other codes of the area have their own copy; anything else the app's generic API messages.
 */
export function courtAdminErrorMessage(error: unknown, language: string): Message {
  if (error instanceof ApiRequestError) {
    if (error.code === 'session_clash') {
      const { court, date, start, end } = error.details;
      if (court && date && start && end) {
        return {
          key: 'account:courtAdmin.errors.session_clash',
          values: { court, start, end, date: numericDate(date, language) },
        };
      }
      return { key: 'account:courtAdmin.errors.session_clash_unnamed' };
    }
    if (error.code === 'session_too_early') {
      return {
        key: 'account:courtAdmin.errors.session_too_early',
        values: { minutes: String(SESSION_START_LEAD_MINUTES) },
      };
    }
    if (OWN_CODES.has(error.code)) return { key: `account:courtAdmin.errors.${error.code}` };
  }
  return { key: apiErrorMessageKey(error) };
}
