/*
 * The contracts' constants, in a module without zod: the web client imports these as values
 * (`@marcador/contracts/limits`) and only types from the schemas, so no page loads the zod runtime
 * (decision 024, "Zod out of the client"). The schemas that use them import them from here.
 */

export const TEAM_COLORS = ['green', 'blue', 'red', 'purple', 'orange', 'pink'] as const;
export const INVITE_POSITIONS = ['team1_1', 'team1_2', 'team2_1', 'team2_2'] as const;
export type InvitePosition = (typeof INVITE_POSITIONS)[number];
/**
 * The places each game type has, which the server accepts an invitee in: one a side in singles. Team 1's
 * first is the scorer's unless an invitee holds it (a match scored for others).
 */
export const GAME_POSITIONS: Readonly<Record<'singles' | 'doubles', readonly InvitePosition[]>> = {
  singles: ['team1_1', 'team2_1'],
  doubles: INVITE_POSITIONS,
};
/** The places /setup offers an invitee: the game type's, less team 1's first, where the scorer plays. */
export const OFFERED_POSITIONS: Readonly<Record<'singles' | 'doubles', readonly InvitePosition[]>> = {
  singles: ['team2_1'],
  doubles: ['team1_2', 'team2_1', 'team2_2'],
};
/** Spec section 9: at most 3 invited players per match. */
export const MAX_INVITED_PLAYERS = 3;
/** Entries one POST /api/matches/:id/entries may carry. */
export const MAX_ENTRIES_PER_BATCH = 500;

/** Longest venue search text, after trimming. */
export const MAX_VENUE_QUERY = 60;
/**
 * A venue's session length bounds: those of a match's club (matches.ts `matchClubSchema`), so a
 * venue's default can always be handed to the match timer as it is.
 */
export const VENUE_SESSION_MINUTES = { min: 5, max: 600 } as const;

/** Most of each counter one voice usage report may add: a client batches a few minutes of play at most. */
export const MAX_VOICE_USAGE_INCREMENT = 100;

/** The admin's stress test (/stress-test): connections and seconds a run may take (decision 051). */
export const STRESS_TEST_LIMITS = { connections: { min: 1, max: 100 }, seconds: { min: 1, max: 60 } } as const;
/** The endpoints a stress run loads, in the order each connection takes them. */
export const STRESS_TEST_ENDPOINTS = ['health', 'me', 'append'] as const;
export type StressTestEndpoint = (typeof STRESS_TEST_ENDPOINTS)[number];

/** The e-mails the app sends; /email-test can send each one with sample data. */
export const EMAIL_TEMPLATES = [
  'basic',
  'verification',
  'welcome',
  'password-reset',
  'account-exists',
  'court-admin',
  'player-invite',
  'post-match-invite',
  'premium-welcome',
  'premium-ended',
  'notification',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Spec: a user's notification list shows the newest 50. */
export const NOTIFICATIONS_LIMIT = 50;
/** What notifies a user; tournaments and court administration add theirs here. */
export const NOTIFICATION_KINDS = [
  'premium_started',
  'premium_ended',
  'connection_request',
  'connection_accepted',
  'friend_joined',
  'added_to_match',
  'tournament_round',
  'venue_approved',
  'venue_rejected',
  'session_added',
  'session_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a viewer stands with a player (contracts network.ts `connectionStateSchema`). */
export const CONNECTION_STATES = ['none', 'outgoing', 'incoming', 'connected', 'blocked', 'self'] as const;
/** Longest player search text, after trimming. */
export const MAX_PLAYER_QUERY = 60;
/** Players per page of the directory and the search. */
export const PLAYER_SEARCH_PAGE_SIZE = 20;
/** The last page the directory serves (1,000 players deep): a search narrows further. */
export const MAX_PLAYER_SEARCH_PAGE = 50;
/**
 * A free plan's network: at most this many contacts (connected players; Premium: unlimited). Pending
 * requests do not count; sending or accepting one that would pass it is refused (decision 030).
 */
export const FREE_CONTACTS_LIMIT = 25;

/**
 * E-mail invitations (/invite-friends) a free player may send per calendar month (UTC); Premium and
 * admins have no monthly limit, only the anti-abuse limits every sender has (decision 032).
 */
export const FREE_INVITATIONS_PER_MONTH = 10;
/** A personal invite code: this many characters of lower-case base32 (80 random bits). */
export const INVITE_CODE_LENGTH = 16;

/**
 * The notification kinds that do not come by e-mail until the user asks (decision 033); every other
 * kind, including any added later, does. Premium's start and end already send their own account e-mail.
 */
export const NOTIFICATION_EMAILS_OFF_BY_DEFAULT: readonly NotificationKind[] = [
  'premium_started',
  'premium_ended',
  // A round starting is news for the minutes before it, at the club: in the app, not a mail.
  'tournament_round',
  // The approval sends the court-admin e-mail of its own; a rejection has no other e-mail.
  'venue_approved',
];
/** Contacts per page of GET /api/network, and requests per page of each request list (decision 033). */
export const NETWORK_PAGE_SIZE = 50;
/** Matches per page of GET /api/participations unless the request asks for fewer (decision 033). */
export const PARTICIPATIONS_PAGE_SIZE = 20;

/**
 * A free plan's saved contacts (people added by hand at /add-player, with or without an account):
 * at most this many; Premium and admins save without limit (decision 031).
 */
export const FREE_SAVED_CONTACTS_LIMIT = 25;
/** Most saved contacts one GET /api/contacts lists (by name): a bound on the answer, far above any hand-kept list. */
export const MAX_SAVED_CONTACTS_LISTED = 500;
/** Players per page of GET /api/leaderboard (decision 036). */
export const LEADERBOARD_PAGE_SIZE = 50;

/**
 * Tournaments (decision 044): players and courts the engine's schedules are tuned and tested for
 * (decision 010: 4..32 players on 1..8 courts); rounds up to the longest default rotation (32 players
 * on one court: 248 rounds), which bounds a tournament at 2,000 matches; the name's length, and
 * tournaments per page of GET /api/tournaments.
 */
export const TOURNAMENT_MAX_PLAYERS = 32;
export const TOURNAMENT_MAX_ROUNDS = 250;
export const TOURNAMENT_MAX_COURTS = 8;
export const TOURNAMENT_NAME_MAX_LENGTH = 80;
export const TOURNAMENTS_PAGE_SIZE = 20;

/** Longest reason a master admin gives for rejecting a venue application (decision 047): a notification's length. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** Longest club name: a venue's, and the club a match names (the statistics' records keep it). */
export const VENUE_NAME_MAX_LENGTH = 120;

// --- court administration and sessions (contracts court-admin.ts) ---

/** Courts a venue may have (inactive ones included). */
export const MAX_COURTS_PER_VENUE = 30;
/** Court surfaces. */
export const COURT_SURFACES = ['hard', 'clay', 'grass', 'artificial_grass', 'carpet', 'other'] as const;
/** Longest court name ("Pista 1", "Central"). */
export const COURT_NAME_MAX_LENGTH = 60;
/** Longest typed name of a session's player without an account. */
export const SESSION_PLAYER_NAME_MAX_LENGTH = 60;
/** Players one session holds (doubles). */
export const MAX_SESSION_PLAYERS = 4;
/** A session's length in minutes: the domain's rule (venue/court-session.ts), here for the web's forms. */
export { SESSION_MINUTES_RANGE } from '@marcador/domain';
/** Local dates one sessions list may span. */
export const MAX_SESSIONS_RANGE_DAYS = 62;
/** Sessions one list answers at most (a 20-court venue's busiest two months fit). */
export const MAX_SESSIONS_LISTED = 2000;
/** A session's notes, characters. */
export const SESSION_NOTES_MAX_LENGTH = 500;
/** My sessions per page. */
export const MY_SESSIONS_PAGE = 20;

/** A spectator link's token (decision 046, 055): base64url of 24 random bytes (192 bits) is 32 characters. */
export const SPECTATOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** The scorer's device is "offline" for spectators after this long without reaching the server. */
export const SCORER_SILENT_AFTER_MS = 45_000;
/** How often a shared match's scoreboard tells the server it is still there while nothing is scored. */
export const SCORER_HEARTBEAT_MS = 15_000;
