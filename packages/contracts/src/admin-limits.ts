/*
 * The admin area's constants, apart from limits.ts: the landing loads limits.ts's shared chunk, and
 * what the lazy admin pages import from there would ride along (decision 024's "Zod out of the
 * client" module, without zod too).
 */

/** The actions written today, without the stored `master_admin_` prefix (the log page's filter offers these). */
export const ADMIN_LOG_ACTIONS = [
  'access_verified',
  'action_attempted',
  'administrator_added',
  'administrator_removed',
  'court_admin_granted',
  'court_admin_revoked',
  'manual_premium_set',
  'manual_premium_cleared',
  'verification_email_sent',
  'account_disabled',
  'account_enabled',
  'venue_application_approved',
  'venue_application_rejected',
  'email_test_sent',
  'stress_test_started',
  'stress_test_finished',
] as const;

/** The most entries one page of the log holds. */
export const ADMIN_LOG_PAGE_MAX = 100;

/** Accounts one page of the admin user search holds, and the deepest page it reads. */
export const ADMIN_USERS_PAGE = 20;
export const ADMIN_USERS_MAX_PAGE = 50;
