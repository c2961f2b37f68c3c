/**
 * The authorisation matrix: one row per route of /api/openapi.json, the status each role gets for a
 * well-formed request. `route-access.test.ts` fails when a route has no row, when a row names a
 * route that is gone, and when any cell answers otherwise.
 *
 * Adding a route: add a row with the method and the OpenAPI path (`/api/things/{id}`), the expected
 * status per role (the helpers below cover the usual guards) and, when the route takes input, a
 * `request` that builds a VALID one from the world, so the cell tests the permission, not validation.
 */
import type { AccessWorld, CellRequest } from './access-world';

/** Who sends the request: signed out, or signed in as a user of that kind. */
export const ACCESS_ROLES = ['visitor', 'free', 'premium', 'court_admin', 'admin'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteAccessRow {
  method: HttpMethod;
  /** The path as /api/openapi.json spells it, parameters in braces. */
  path: string;
  /** The status each role gets for the row's request. */
  expect: Record<AccessRole, number>;
  /** A valid request; the world gives fresh ids, objects the actor owns, tokens... Default: no input. */
  request?: (world: AccessWorld) => CellRequest | Promise<CellRequest>;
  /**
   * The request spends the actor's session or credentials (sign-out, password change): each cell
   * acts as a new user of its role, so later rows keep working.
   */
  throwawayUser?: boolean;
  /**
   * The route is authorised by a signed token in the request, not a cookie, and opts out of the CSRF
   * origin check (`config: { originCheck: false }`): another site may post to it.
   */
  originCheck?: false;
}

/** The same status for everyone (public routes). */
export const everyone = (status: number): Record<AccessRole, number> => ({
  visitor: status,
  free: status,
  premium: status,
  court_admin: status,
  admin: status,
});

/** requireUser: 401 signed out, `status` for every signed-in user. */
export const signedIn = (status: number): Record<AccessRole, number> => ({ ...everyone(status), visitor: 401 });

/** requirePlan('premium'): 401 signed out, 403 on the free plan (a court admin without Premium is free). */
export const premiumPlan = (status: number): Record<AccessRole, number> => ({
  ...signedIn(status),
  free: 403,
  court_admin: 403,
});

/** Court admins and admins (admins count as court admins). */
export const courtAdmins = (status: number): Record<AccessRole, number> => ({
  ...signedIn(status),
  free: 403,
  premium: 403,
});

/**
 * A venue's management routes (decision 048), on a venue the actor created: its court admin and
 * master admins; a player who created a venue without the role manages nothing (404, as any stranger).
 */
export const venueManagers = (status: number): Record<AccessRole, number> => ({
  ...courtAdmins(status),
  free: 404,
  premium: 404,
});

/** requireAdmin: 401 signed out, 403 for everyone but admins. */
export const adminOnly = (status: number): Record<AccessRole, number> => ({
  ...signedIn(403),
  admin: status,
});

const match = async (world: AccessWorld) => ({ params: { id: await world.ownMatch() } });

/**
 * A public link's owner routes (decisions 046, 055, 056): whoever manages it reads, creates and
 * revokes it; `expect` says who gets past the guard (the owner check itself is the module's test's).
 */
const spectatorLinkRows = (
  path: string,
  request: RouteAccessRow['request'],
  expect: Record<AccessRole, number> = signedIn(200),
): RouteAccessRow[] => (['GET', 'POST', 'DELETE'] as const).map((method) => ({ method, path, expect, request }));

/**
 * A link's public view and its stream, open to anyone; without `Accept: text/event-stream` the stream
 * answers 406 (the streams themselves: spectator.test.ts, live-matches.test.ts).
 */
const publicViewRows = (path: string, token: (world: AccessWorld) => Promise<string>): RouteAccessRow[] => {
  const request = async (world: AccessWorld) => ({ params: { token: await token(world) } });
  return [
    { method: 'GET', path, expect: everyone(200), request },
    { method: 'GET', path: `${path}/events`, expect: everyone(406), request },
  ];
};

const venue = async (world: AccessWorld) => ({ venueId: (await world.venueOfActor()).venueId });

/** The court admin's routes of one venue, every one a venueId in the path. */
function venueRoutes(): RouteAccessRow[] {
  return [
    {
      method: 'GET',
      path: '/api/venues/{venueId}/settings',
      expect: venueManagers(200),
      request: async (w) => ({ params: await venue(w) }),
    },
    {
      method: 'PATCH',
      path: '/api/venues/{venueId}/settings',
      expect: venueManagers(200),
      request: async (w) => ({ params: await venue(w), body: { sessionMinutes: 60, timeZone: 'Europe/Madrid' } }),
    },
    {
      method: 'GET',
      path: '/api/venues/{venueId}/courts',
      expect: venueManagers(200),
      request: async (w) => ({ params: await venue(w) }),
    },
    {
      method: 'POST',
      path: '/api/venues/{venueId}/courts',
      expect: venueManagers(201),
      request: async (w) => ({ params: await venue(w), body: { name: `Pista ${w.newId().slice(0, 8)}` } }),
    },
    {
      method: 'PATCH',
      path: '/api/venues/{venueId}/courts/{courtId}',
      expect: venueManagers(200),
      request: async (w) => ({ params: await w.venueOfActor(), body: { indoor: true } }),
    },
    {
      method: 'GET',
      path: '/api/venues/{venueId}/dashboard',
      expect: venueManagers(200),
      request: async (w) => ({ params: await venue(w) }),
    },
    {
      method: 'GET',
      path: '/api/venues/{venueId}/players',
      expect: venueManagers(200),
      request: async (w) => ({ params: await venue(w), query: { q: 'ana' } }),
    },
    // The club TV link (decision 056): the venue's managers read, create and withdraw it (anyone
    // else 404: modules/club-tv/club-tv.test.ts); its token opens the public view to anyone.
    ...spectatorLinkRows(
      '/api/venues/{venueId}/tv-link',
      async (w) => ({ params: await venue(w) }),
      venueManagers(200),
    ),
    ...publicViewRows('/api/public/venues/{token}/tv', (w) => w.venueTvTokenOfActor()),
    // Any signed-in player reads an active venue's free and taken slots (no names) to book.
    {
      method: 'GET',
      path: '/api/venues/{venueId}/availability',
      expect: signedIn(200),
      request: async (w) => ({ params: await venue(w), query: { date: '2026-12-07' } }),
    },
  ];
}

export const ROUTE_ACCESS: readonly RouteAccessRow[] = [
  // System and public configuration.
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/config', expect: everyone(200) },
  // /debug's backend-key count: the counts for anyone, the names for admins (decision 050).
  { method: 'GET', path: '/api/backend-keys', expect: everyone(200) },
  { method: 'GET', path: '/api/admin/backend-keys', expect: adminOnly(200) },
  // Community totals are public: the landing's stats banner may show them.
  { method: 'GET', path: '/api/community-stats', expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/contact',
    expect: everyone(201),
    request: () => ({ body: { name: 'Ana', email: 'ana@example.com', message: 'Hola, una pregunta sobre el club.' } }),
  },
  { method: 'GET', path: '/api/captcha/config', expect: everyone(200) },
  // No RECAPTCHA_SECRET in tests: the verifier runs in its development mode and passes.
  { method: 'POST', path: '/api/captcha/verify', expect: everyone(200), request: () => ({ body: { token: 'tok' } }) },

  // Accounts: public by nature; a signed-in user may still use them.
  { method: 'POST', path: '/api/auth/sign-up', expect: everyone(201), request: (w) => ({ body: w.signUpForm() }) },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    expect: everyone(200),
    request: async (w) => ({ body: await w.spareAccount() }),
  },
  { method: 'POST', path: '/api/auth/sign-out', expect: everyone(200), throwawayUser: true },
  // Only signed-out people have an unverified address (sign-in needs a verified one): a signed-in
  // user gets 400 email_already_verified for their own address and email_mismatch for another's.
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    expect: { ...signedIn(400), visitor: 200 },
    request: (w) => ({ body: { email: w.user?.email ?? w.signUpForm().email } }),
  },
  // A token nobody issued: better-auth redirects to the callback with error=invalid_token.
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    expect: everyone(302),
    request: () => ({ query: { token: 'not-a-token', callbackURL: '/auth' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    expect: everyone(200),
    request: (w) => ({ body: { email: w.signUpForm().email } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    expect: everyone(200),
    request: async (w) => ({
      body: { token: await w.passwordResetToken(), newPassword: 'Otra-Clave9', confirmPassword: 'Otra-Clave9' },
    }),
  },

  // The signed-in user's own account.
  { method: 'GET', path: '/api/me', expect: signedIn(200) },
  // The app's boot check: a visitor is an answer, not an error.
  { method: 'GET', path: '/api/session', expect: everyone(200) },
  { method: 'PATCH', path: '/api/profile', expect: signedIn(200), request: () => ({ body: { city: 'Sevilla' } }) },
  {
    method: 'POST',
    path: '/api/account/password',
    expect: signedIn(200),
    throwawayUser: true,
    request: (w) => ({
      body: { currentPassword: w.password, newPassword: 'Otra!Clave9', confirmPassword: 'Otra!Clave9' },
    }),
  },
  { method: 'GET', path: '/api/email-settings', expect: signedIn(200) },
  {
    method: 'PUT',
    path: '/api/email-settings',
    expect: signedIn(200),
    request: () => ({ body: { invitations: true, marketing: false } }),
  },
  // The development mailbox (no SMTP_URL in tests) answers only connections from this computer; the
  // matrix's clients have other addresses, so it is not there for any role (auth/first-run.test.ts).
  {
    method: 'GET',
    path: '/api/dev/mailbox',
    expect: everyone(404),
    request: () => ({ query: { key: 'not-the-console-key' } }),
  },
  // The signed token is the authority: no session needed, none grants more.
  {
    method: 'POST',
    path: '/api/unsubscribe',
    expect: everyone(200),
    originCheck: false,
    request: (w) => ({ body: { token: w.unsubscribeToken('marketing') } }),
  },

  // Premium billing (demo provider in tests: no Stripe variables). Premium and master users are
  // refused a checkout; cancel, resume and the portal need a subscription of a provider's, which
  // the matrix's users (an operator's manual grant at most) do not have.
  { method: 'GET', path: '/api/billing', expect: signedIn(200) },
  { method: 'POST', path: '/api/billing/checkout', expect: { ...signedIn(200), premium: 409, admin: 409 } },
  {
    method: 'POST',
    path: '/api/billing/confirm',
    expect: signedIn(200),
    request: async (w) => ({ body: { sessionId: await w.demoCheckout() } }),
  },
  {
    method: 'GET',
    path: '/api/billing/demo/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.demoCheckout() } }),
  },
  {
    method: 'POST',
    path: '/api/billing/demo/{id}/pay',
    expect: { ...signedIn(200), premium: 409, admin: 409 },
    // Paying makes the actor Premium: later rows must still see a free user.
    throwawayUser: true,
    request: async (w) => ({ params: { id: await w.demoCheckout() } }),
  },
  { method: 'POST', path: '/api/billing/cancel', expect: signedIn(409) },
  { method: 'POST', path: '/api/billing/resume', expect: signedIn(409) },
  { method: 'POST', path: '/api/billing/portal', expect: signedIn(409) },
  // Stripe's signature is the authority (no session, no Origin); under the demo provider it is not there.
  { method: 'POST', path: '/api/billing/webhook', expect: everyone(404), originCheck: false },

  // Master admin.
  { method: 'POST', path: '/api/admin/verify', expect: adminOnly(200), request: () => ({ body: { area: 'master' } }) },
  { method: 'GET', path: '/api/admin/outbox', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/email-test',
    expect: adminOnly(202),
    request: () => ({ body: { template: 'basic', to: 'prueba@example.com', locale: 'es' } }),
  },
  // /database-admin's reads (decision 050): read-only, masked; admins only (database-admin.test.ts).
  { method: 'GET', path: '/api/admin/database', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/database/tables/{table}/rows',
    expect: adminOnly(200),
    request: () => ({ params: { table: 'users' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/database/tables/{table}/export',
    expect: adminOnly(200),
    request: () => ({ params: { table: 'users' } }),
  },
  // The stress test (decision 051). The matrix's app does not listen on a socket, so the admin's valid
  // start is refused as unavailable (409); stress-test.test.ts runs real ones on a listening app.
  { method: 'GET', path: '/api/admin/stress-test', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/stress-test',
    expect: adminOnly(409),
    request: () => ({ body: { connections: 1, durationSeconds: 1 } }),
  },
  { method: 'GET', path: '/api/admin/administrators', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/users',
    expect: adminOnly(200),
    request: () => ({ query: { q: 'example' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/court-admin',
    expect: adminOnly(200),
    request: async (w) => ({ params: { userId: await w.otherPlayer() }, body: { granted: true } }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/manual-premium',
    expect: adminOnly(200),
    request: async (w) => ({ params: { userId: await w.otherPlayer() }, body: { premium: true } }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/disabled',
    expect: adminOnly(200),
    request: async (w) => ({ params: { userId: await w.otherPlayer() }, body: { disabled: true } }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/verification-email',
    expect: adminOnly(200),
    request: async (w) => ({ params: { userId: await w.unverifiedAccount() } }),
  },
  {
    method: 'GET',
    path: '/api/admin/log',
    expect: adminOnly(200),
    request: () => ({ query: { action: 'access_verified', limit: '10' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/administrators',
    expect: adminOnly(201),
    request: async (w) => ({ body: { email: (await w.spareAccount()).email } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/administrators/{userId}',
    expect: adminOnly(200),
    request: async (w) => ({ params: { userId: await w.otherAdministrator() } }),
  },

  // Matches: every signed-in user scores their own; someone else's is a 404 (object-access.test.ts).
  {
    method: 'PUT',
    path: '/api/matches/{id}',
    expect: signedIn(201),
    request: (w) => ({ params: { id: w.newId() }, body: w.matchBody() }),
  },
  { method: 'GET', path: '/api/matches/{id}', expect: signedIn(200), request: match },
  {
    method: 'POST',
    path: '/api/matches/{id}/entries',
    expect: signedIn(200),
    request: async (w) => ({ ...(await match(w)), body: { entries: w.points(2) } }),
  },
  {
    method: 'POST',
    path: '/api/matches/{id}/finish',
    expect: signedIn(200),
    request: async (w) => ({ ...(await match(w)), body: { reason: 'abandoned', endedAt: Date.now() } }),
  },
  // Sharing a match live (decision 055): its owner reads, creates, rotates and stops the link and
  // sends the scoreboard's heartbeat (someone else's match is the same 404: live-matches.test.ts);
  // the token opens the names and the score to anyone, signed in or not.
  ...spectatorLinkRows('/api/matches/{id}/spectator-link', match),
  { method: 'POST', path: '/api/matches/{id}/scorer-presence', expect: signedIn(204), request: match },
  ...publicViewRows('/api/public/matches/{token}', (w) => w.sharedMatchToken()),
  { method: 'GET', path: '/api/matches', expect: signedIn(200), request: () => ({ query: { limit: '5' } }) },

  // Notifications: every signed-in user reads and marks their own; someone else's is a 404.
  { method: 'GET', path: '/api/notifications', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.ownNotification() } }),
  },
  { method: 'POST', path: '/api/notifications/read-all', expect: signedIn(200) },
  // The event stream: a cell's request does not ask for text/event-stream, so a signed-in user gets
  // 406 past the guard (the stream itself: modules/realtime/events.test.ts).
  { method: 'GET', path: '/api/events', expect: signedIn(406) },

  // Players and network: every signed-in player finds players and keeps their own network; someone
  // else's request is a 404 (modules/network/network-requests.test.ts).
  { method: 'GET', path: '/api/players', expect: signedIn(200), request: () => ({ query: { q: 'ana', page: '1' } }) },
  {
    method: 'GET',
    path: '/api/players/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.otherPlayer() } }),
  },
  // The leaderboard: any signed-in player; hidden players are left out (modules/ratings/leaderboard.test.ts).
  {
    method: 'GET',
    path: '/api/leaderboard',
    expect: signedIn(200),
    request: () => ({ query: { sport: 'padel', period: 'month', scope: 'network' } }),
  },
  { method: 'GET', path: '/api/network', expect: signedIn(200) },
  { method: 'GET', path: '/api/network/requests', expect: signedIn(200) },
  { method: 'GET', path: '/api/network/sent', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/network/requests',
    expect: signedIn(200),
    request: async (w) => ({ body: { userId: await w.otherPlayer() } }),
  },
  {
    method: 'POST',
    path: '/api/network/requests/{id}/accept',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.requestToActor() } }),
  },
  {
    method: 'POST',
    path: '/api/network/requests/{id}/decline',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.requestToActor() } }),
  },
  {
    method: 'DELETE',
    path: '/api/network/requests/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.requestFromActor() } }),
  },
  {
    method: 'DELETE',
    path: '/api/network/contacts/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.contactOfActor() } }),
  },
  { method: 'GET', path: '/api/network/blocks', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/network/blocks',
    expect: signedIn(200),
    request: async (w) => ({ body: { userId: await w.otherPlayer() } }),
  },
  {
    method: 'DELETE',
    path: '/api/network/blocks/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.blockedByActor() } }),
  },

  // Voice: server speech is Premium (no provider in tests: past the guard, the answer is 501);
  // every signed-in user reports and reads their own usage.
  {
    method: 'POST',
    path: '/api/tts',
    expect: premiumPlan(501),
    request: () => ({ body: { text: 'Quince cero', language: 'es' } }),
  },
  {
    method: 'POST',
    path: '/api/usage/voice',
    expect: signedIn(200),
    request: () => ({ body: { commandsAccepted: 1 } }),
  },
  { method: 'GET', path: '/api/usage/voice', expect: signedIn(200) },

  // Venues: every signed-in player searches; a court admin (or admin) creates and edits the one they run.
  { method: 'GET', path: '/api/venues', expect: signedIn(200), request: () => ({ query: { q: 'club' } }) },
  {
    method: 'POST',
    path: '/api/venues',
    expect: courtAdmins(201),
    // One venue per court admin: a new user per cell, so the shared court admin has none for the rows below.
    throwawayUser: true,
    request: () => ({ body: { name: 'Club Matriz', courtNames: ['Pista 1'], sessionMinutes: 90 } }),
  },
  // A new court admin and admin have no venue (the shared court admin runs one for the rows below):
  // allowed through the guard, they get 404 (venues.test.ts reads and edits one).
  { method: 'GET', path: '/api/venues/mine', expect: courtAdmins(404), throwawayUser: true },
  {
    method: 'PATCH',
    path: '/api/venues/mine',
    expect: courtAdmins(404),
    throwawayUser: true,
    request: () => ({ body: { city: 'León' } }),
  },
  // A venue's management (decision 048): its court admin and master admins; any other player gets 404
  // as if it did not exist (object-access.test.ts: a court admin of venue A and venue B's routes).
  ...venueRoutes(),
  // Becoming a court admin (decision 047): any signed-in player applies and reads their application
  // (a new user per cell: one pending application each); master admins list and decide.
  {
    method: 'POST',
    path: '/api/venue-applications',
    expect: signedIn(201),
    throwawayUser: true,
    request: (w) => ({ body: w.venueApplication() }),
  },
  { method: 'GET', path: '/api/venue-applications/mine', expect: signedIn(200) },
  { method: 'GET', path: '/api/admin/venue-applications', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/venue-applications/{id}/approve',
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await w.pendingApplication() } }),
  },
  {
    method: 'POST',
    path: '/api/admin/venue-applications/{id}/reject',
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: await w.pendingApplication() },
      body: { reason: 'No encontramos el club en esa dirección.' },
    }),
  },

  // Court sessions (decision 048): any signed-in player books at an active venue for themselves, and
  // reads, changes and starts the sessions they booked or play in; a venue's list is its managers'.
  {
    method: 'POST',
    path: '/api/sessions',
    expect: signedIn(201),
    request: async (w) => ({ body: await w.sessionBooking() }),
  },
  { method: 'GET', path: '/api/sessions', expect: signedIn(200), request: () => ({ query: { when: 'past' } }) },
  {
    method: 'GET',
    path: '/api/sessions/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.sessionOfActor(24 * 60) } }),
  },
  {
    method: 'PATCH',
    path: '/api/sessions/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.sessionOfActor(24 * 60) }, body: { notes: 'Traer bolas' } }),
  },
  {
    method: 'POST',
    path: '/api/sessions/{id}/start',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.sessionOfActor(-10) } }),
  },
  {
    method: 'GET',
    path: '/api/venues/{venueId}/sessions',
    expect: venueManagers(200),
    request: async (w) => ({
      params: { venueId: (await w.venueOfActor()).venueId },
      query: { from: '2026-01-01', to: '2026-02-01' },
    }),
  },

  // Invitations (decision 032): every signed-in player has a personal link and invites friends by
  // e-mail (limits and answers: modules/invitations/invitations.test.ts).
  { method: 'GET', path: '/api/invitations', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/invitations',
    expect: signedIn(202),
    request: () => ({ body: { email: `friend-${crypto.randomUUID()}@example.com`, message: '¿Jugamos?' } }),
  },
  // Participations: every signed-in player reads the matches they were added to; any other match is
  // a 404 (modules/participations/participations.test.ts).
  { method: 'GET', path: '/api/participations', expect: signedIn(200), request: () => ({ query: { limit: '5' } }) },
  {
    method: 'GET',
    path: '/api/participations/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.participationOfActor() } }),
  },
  // Statistics (decision 037): every signed-in player reads their own; the detailed part comes only
  // to Premium and admins, the others get it locked (modules/statistics/statistics.test.ts).
  { method: 'GET', path: '/api/stats/me', expect: signedIn(200) },
  // Saved contacts (decision 031): every signed-in player keeps their own; someone else's is a 404
  // (modules/contacts/contacts.test.ts).
  { method: 'GET', path: '/api/contacts', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/contacts',
    expect: signedIn(201),
    request: (w) => ({ body: { name: 'Ana Ruiz', email: w.signUpForm().email } }),
  },
  {
    method: 'PATCH',
    path: '/api/contacts/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.savedContactOfActor() }, body: { name: 'Ana R.' } }),
  },
  {
    method: 'DELETE',
    path: '/api/contacts/{id}',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: await w.savedContactOfActor() } }),
  },
  // Tournaments (decision 044, with TOURNAMENTS_ENABLED, which the security suites turn on): every
  // signed-in user organises their own; only the organiser and admins change one, its players with
  // accounts read it, anyone else gets 404 (modules/tournaments/tournaments.test.ts).
  { method: 'POST', path: '/api/tournaments', expect: signedIn(201), request: (w) => ({ body: w.tournamentSetUp() }) },
  {
    method: 'POST',
    path: '/api/tournaments/preview',
    expect: signedIn(200),
    request: (w) => ({ body: w.tournamentSetUp() }),
  },
  { method: 'GET', path: '/api/tournaments', expect: signedIn(200) },
  { method: 'GET', path: '/api/tournaments/active', expect: signedIn(200) },
  ...(
    ['GET /api/tournaments/{id}', 'POST /api/tournaments/{id}/pause', 'POST /api/tournaments/{id}/finish'] as const
  ).map(
    (route): RouteAccessRow => ({
      method: route.split(' ')[0] as HttpMethod,
      path: route.split(' ')[1] as string,
      expect: signedIn(200),
      request: async (w) => ({ params: { id: (await w.tournamentOfActor()).id } }),
    }),
  ),
  // Resuming a tournament that is not paused changes nothing and answers it as it is.
  {
    method: 'POST',
    path: '/api/tournaments/{id}/resume',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: (await w.tournamentOfActor()).id } }),
  },
  {
    method: 'POST',
    path: '/api/tournaments/{id}/matches/{matchId}/start',
    expect: signedIn(200),
    request: async (w) => {
      const { id, matchId } = await w.tournamentOfActor();
      return { params: { id, matchId } };
    },
  },
  {
    method: 'PUT',
    path: '/api/tournaments/{id}/matches/{matchId}/result',
    expect: signedIn(200),
    request: async (w) => {
      const { id, matchId } = await w.tournamentOfActor();
      return { params: { id, matchId }, body: { scoreA: 12, scoreB: 9, resultId: w.newId() } };
    },
  },
  {
    method: 'POST',
    path: '/api/tournaments/{id}/players',
    expect: signedIn(200),
    request: async (w) => ({ params: { id: (await w.tournamentOfActor()).id }, body: { name: 'Llegó Tarde' } }),
  },
  {
    method: 'DELETE',
    path: '/api/tournaments/{id}/players/{playerId}',
    expect: signedIn(200),
    request: async (w) => {
      const { id, playerId } = await w.tournamentOfActor();
      return { params: { id, playerId } };
    },
  },
  // The spectator link (decision 046): the organiser and admins read, create and revoke it (its
  // players 403, anyone else 404: modules/tournaments/spectator.test.ts); its token opens the public
  // view to anyone, signed in or not, and only its own tournament.
  ...spectatorLinkRows('/api/tournaments/{id}/spectator-link', async (w) => ({
    params: { id: (await w.tournamentOfActor()).id },
  })),
  ...publicViewRows('/api/public/tournaments/{token}', (w) => w.spectatorTokenOfActor()),
];
