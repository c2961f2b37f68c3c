import { type ComponentType, lazy } from 'react';
import type { BillingPage } from '../features/billing/billing-pages';
import type { NetworkPageName } from '../features/network/network-pages';
import { loadNamespace, type Namespace } from '../lib/i18n';
import type { PageLoader, RouteEntry } from './route-types';

/**
 * A page from a feature module, loaded on first visit (each becomes its own chunk). `namespaces`
 * name the extra locale files the page reads; they load alongside the module, so the page never
 * renders its keys instead of its text.
 */
function page<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ...namespaces: Namespace[]
): PageLoader {
  return async () => {
    const [module] = await Promise.all([importer(), ...namespaces.map(loadNamespace)]);
    const Page = pick(module);
    return <Page />;
  };
}

/**
 * A page of the account area (auth, profile, e-mail settings, admin), whose copy is the `account`
 * namespace; its forms show a failed request's message from `apiErrors`.
 */
function accountPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return page(importer, pick, 'account', 'apiErrors');
}

/** A page of the Premium purchase (checkout, demo provider, payment success): the `billing` namespace. */
function billingPage(name: BillingPage): PageLoader {
  return page(
    () => import('../features/billing/billing-pages'),
    (m) => m.BILLING_PAGES[name],
    'billing',
    'apiErrors',
  );
}

/**
 * A voice help page (instructions, microphone and audio tests): its own copy is the `voiceHelp`
 * namespace; command names, reasons and microphone messages come from `voice`, as on the voice panel.
 */
function voiceHelpPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return page(importer, pick, 'voiceHelp', 'voice');
}

/**
 * A players and network page: one chunk for all eight, their `network` copy, and the
 * profile's sport and level labels (`account`), plus the `extra` namespaces a page quotes. The
 * player page shows the not-found page's loader when the server does not show the player.
 */
function networkPage(name: NetworkPageName, ...extra: Namespace[]): PageLoader {
  return page(
    () => import('../features/network/network-pages'),
    (m) => m.networkRoute(name, notFoundPage),
    'network',
    'account',
    ...extra,
  );
}

/** The reusable coming-soon page with its own title and text. */
function comingSoon(titleKey: string, bodyKey: string): PageLoader {
  return async () => {
    const [{ ComingSoonPage }] = await Promise.all([
      import('../features/coming-soon/coming-soon-page'),
      loadNamespace('comingSoon'),
    ]);
    return <ComingSoonPage titleKey={titleKey} bodyKey={bodyKey} />;
  };
}

const landing = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);

/** The voice test dialog of the voice-help feature, for the /app voice panel (its own chunk). */
const voiceTestDialog = lazy(() =>
  import('../features/voice-help/voice-test-dialog').then((m) => ({ default: m.VoiceTestDialog })),
);

const tournamentsComingSoon = comingSoon('comingSoon.tournaments.title', 'comingSoon.tournaments.body');

/**
 * The tournament screens (decisions 045 and 046): one loader for the organiser's three
 * addresses and the club TV's (the page picks itself; the organiser's ask for a sign-in), one chunk,
 * one namespace: each loader, chunk or namespace more is bytes on the landing's entry.
 */
const tournamentPages = page(
  () => import('../features/tournaments/tournament-pages'),
  (m) => m.TournamentPage,
  'tournaments',
);

/** What the four tournament rows share: public, the one loader, coming soon while the flag is off. */
const tournamentScreens = {
  access: 'public',
  titleKey: 'comingSoon.tournaments.title',
  load: tournamentPages,
  flag: { name: 'tournaments', fallback: tournamentsComingSoon },
} as const;

const courtAdminComingSoon = comingSoon('comingSoon.courtAdmin.title', 'comingSoon.courtAdmin.body');
/** The court admin's pages and the club TV are coming soon while the court-admin flag is off. */
const courtAdminFlag = { name: 'courtAdmin', fallback: courtAdminComingSoon } as const;

/**
 * The court admin's area and becoming a court admin (decisions 047 and 048): every row shares these
 * fields, one loader and one chunk (each more is bytes on the landing's entry). Any
 * signed-in user may open them: the page leads a player without a venue to the application or its
 * waiting page, and the server answers a venue's data to its managers only. The Court Admin menu
 * group still shows to court admins and admins alone (menu.ts).
 */
const courtAdminScreens = {
  access: 'user',
  titleKey: 'comingSoon.courtAdmin.title',
  load: accountPage(
    () => import('../features/court-admin/court-admin-pages'),
    (m) => m.CourtAdminPage,
  ),
  flag: courtAdminFlag,
} as const;

/**
 * The player's court sessions: the list, booking, one session and its change share one
 * row's fields, one loader and one chunk (each more is bytes on the landing's entry);
 * coming soon, as the court admin's area, while the court-admin flag is off (their API is off too).
 */
const playerSessions = {
  access: 'user',
  titleKey: 'sessions:title',
  load: page(
    () => import('../features/sessions/sessions-pages'),
    (m) => m.SessionsPage,
    'sessions',
  ),
  flag: courtAdminFlag,
} as const;

/**
 * A master-admin overview page, both in one chunk (features/admin/admin-pages.ts says why). Any
 * signed-in user may load them: the page asks the server (which logs it). Their list of venue
 * applications speaks the court-admin copy (`account`'s `courtAdmin`).
 */
function adminPage(pick: (module: typeof import('../features/admin/admin-pages')) => ComponentType): PageLoader {
  return accountPage(() => import('../features/admin/admin-pages'), pick);
}

/** An admin's tool page, the three in one chunk of their own. */
function adminToolPage(
  pick: (module: typeof import('../features/admin/admin-tool-pages')) => ComponentType,
): PageLoader {
  return accountPage(() => import('../features/admin/admin-tool-pages'), pick);
}

/**
 * Every screen of the app, as data. A feature adds its routes here (one row each): the router, the
 * access guard, the mobile menu, the desktop header and the footer are all derived from this list.
 * Order matters only for menus (entries appear in table order within their group).
 */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    load: landing,
    withoutQueries: true,
    signedInRedirect: '/app',
    menu: { group: 'main', labelKey: 'nav.home', icon: 'house', desktop: 'primary' },
  },
  { path: '/landing', access: 'public', load: landing, withoutQueries: true },
  {
    path: '/precios',
    access: 'public',
    titleKey: 'pricing:pricing.title',
    load: page(
      () => import('../features/pricing/pricing-page'),
      (m) => m.PricingPage,
      'billing',
      'pricing',
    ),
    menu: { group: 'main', labelKey: 'nav.pricing', icon: 'tag', desktop: 'primary' },
  },
  {
    path: '/contact',
    access: 'public',
    titleKey: 'legal:contact.title',
    // The contact form's copy shares the footer's other pages' namespace (two locale loaders fewer on
    // the landing's entry).
    load: page(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
      'legal',
      'apiErrors',
    ),
    menu: { group: 'main', labelKey: 'nav.contact', icon: 'mail', desktop: 'secondary' },
    footer: { labelKey: 'nav.contact' },
  },
  {
    path: '/terms',
    access: 'public',
    titleKey: 'legal:legal.terms.title',
    load: page(
      () => import('../features/legal/terms-page'),
      (m) => m.TermsPage,
      'legal',
    ),
    footer: { labelKey: 'nav.terms' },
  },
  {
    path: '/privacy',
    access: 'public',
    titleKey: 'legal:legal.privacy.title',
    load: page(
      () => import('../features/legal/privacy-page'),
      (m) => m.PrivacyPage,
      'legal',
    ),
    footer: { labelKey: 'nav.privacy' },
  },
  // Stripe's older success address; the query (session_id) is kept.
  { path: '/success', access: 'public', redirectTo: '/payment-success' },

  // --- Premium purchase: copy in the `billing` namespace ---
  {
    path: '/premium-checkout',
    access: 'user',
    titleKey: 'billing:checkout.title',
    load: billingPage('checkout'),
  },
  {
    path: '/demo-checkout',
    access: 'user',
    titleKey: 'billing:demo.title',
    load: billingPage('demo'),
  },
  {
    path: '/payment-success',
    access: 'user',
    titleKey: 'billing:success.pageTitle',
    load: billingPage('success'),
  },

  // --- accounts ---
  {
    path: '/auth',
    access: 'public',
    titleKey: 'account:titles.auth',
    // Sign-in and sign-up send their requests with useAction and read the configuration once
    // (lib/use-action.ts, lib/read-once.ts): a newcomer's second page does without React Query.
    withoutQueries: true,
    load: accountPage(
      () => import('../features/auth/auth-page'),
      (m) => m.AuthPage,
    ),
  },
  {
    path: '/auth/confirm',
    access: 'public',
    titleKey: 'account:titles.confirm',
    load: accountPage(
      () => import('../features/auth/confirm-page'),
      (m) => m.ConfirmPage,
    ),
  },
  {
    path: '/reset-password',
    access: 'public',
    titleKey: 'account:titles.resetPassword',
    load: accountPage(
      () => import('../features/auth/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/registration',
    access: 'public',
    titleKey: 'account:titles.registration',
    // The same sign-up as /auth, without React Query.
    withoutQueries: true,
    load: accountPage(
      () => import('../features/auth/registration-page'),
      (m) => m.RegistrationPage,
    ),
  },
  {
    // Spec section 2: "/profile shown as Dashboard in navigation".
    path: '/profile',
    access: 'user',
    titleKey: 'account:titles.profile',
    // The Plan tab shows the subscription in the `billing` namespace's words.
    load: page(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
      'account',
      'billing',
      'apiErrors',
    ),
    menu: { group: 'main', labelKey: 'nav.dashboard', icon: 'dashboard', desktop: 'primary' },
  },
  {
    path: '/notifications',
    access: 'user',
    titleKey: 'notifications:titles.notifications',
    load: page(
      () => import('../features/notifications/notifications-page'),
      (m) => m.NotificationsPage,
      'notifications',
    ),
    menu: { group: 'main', labelKey: 'nav.notifications', icon: 'bell' },
  },
  {
    path: '/email-settings',
    access: 'user',
    titleKey: 'account:titles.emailSettings',
    load: accountPage(
      () => import('../features/email-settings/email-settings-page'),
      (m) => m.EmailSettingsPage,
    ),
    menu: { group: 'settings', labelKey: 'nav.emailSettings', icon: 'mailCheck' },
  },
  {
    path: '/unsubscribe',
    access: 'public',
    titleKey: 'account:titles.unsubscribe',
    load: accountPage(
      () => import('../features/email-settings/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: '/master-admin',
    access: 'user',
    titleKey: 'account:titles.masterAdmin',
    load: adminPage((m) => m.MasterAdminPage),
    menu: { group: 'admin', labelKey: 'nav.masterAdmin', icon: 'shieldCheck' },
  },
  {
    path: '/mobile-admin',
    access: 'user',
    titleKey: 'account:titles.mobileAdmin',
    load: adminPage((m) => m.MobileAdminPage),
  },
  {
    path: '/database-admin',
    access: 'user',
    titleKey: 'account:titles.databaseAdmin',
    load: adminToolPage((m) => m.DatabaseAdminPage),
    menu: { group: 'admin', labelKey: 'nav.databaseAdmin', icon: 'database' },
  },
  {
    // The development mailbox (decision 020): the server answers this page only without SMTP_URL and
    // to its own computer; the page needs the key the server console prints.
    path: '/dev/mailbox',
    access: 'public',
    titleKey: 'account:titles.devMailbox',
    load: accountPage(
      () => import('../features/admin/dev-mailbox-page'),
      (m) => m.DevMailboxPage,
    ),
  },
  {
    path: '/email-test',
    access: 'admin',
    titleKey: 'account:titles.emailTest',
    load: adminToolPage((m) => m.EmailTestPage),
  },
  {
    path: '/stress-test',
    access: 'admin',
    titleKey: 'account:titles.stressTest',
    load: adminToolPage((m) => m.StressTestPage),
    menu: { group: 'admin', labelKey: 'nav.stressTest', icon: 'chartColumn' },
  },

  // --- court admin: the Court Admin menu group of spec section 6; coming soon while the
  // court-admin flag is off. The pages' own headings name them; the title stays the area's, as the
  // tournament screens do ---
  {
    path: '/court-admin',
    ...courtAdminScreens,
    menu: { group: 'courtAdmin', labelKey: 'nav.courtAdmin.dashboard', icon: 'warehouse' },
  },
  { path: '/court-admin/register', ...courtAdminScreens },
  { path: '/court-admin/pending', ...courtAdminScreens },
  { path: '/add-court', ...courtAdminScreens },
  {
    path: '/court-admin/sessions',
    ...courtAdminScreens,
    menu: { group: 'courtAdmin', labelKey: 'nav.courtAdmin.sessions', icon: 'calendarClock' },
  },
  // One row for /new, /{id} and /{id}/edit: the page tells them apart (court-admin-screens.ts).
  { path: '/court-admin/sessions/:id/edit?', ...courtAdminScreens },
  // The player's own: /sessions/new, /{id} and /{id}/edit (sessions-pages.tsx tells them apart; /sessions is in the game rows).
  { path: '/sessions/:id/edit?', ...playerSessions },
  {
    path: '/court-admin/players/search',
    ...courtAdminScreens,
    menu: { group: 'courtAdmin', labelKey: 'nav.courtAdmin.players', icon: 'usersRound' },
  },
  {
    path: '/court-admin/settings',
    ...courtAdminScreens,
    menu: { group: 'courtAdmin', labelKey: 'nav.courtAdmin.settings', icon: 'settings' },
  },

  // --- match: set-up, live scoring and the summary; their copy is the `match` namespace ---
  {
    // Where sign-in and sign-up lead (spec section 2).
    path: '/setup',
    access: 'user',
    titleKey: 'match:titles.setup',
    // The set-up's own copy is apart (`setup`), so the live board does not download it.
    load: page(
      () => import('../features/setup/setup-page'),
      (m) => m.SetupPage,
      'match',
      'setup',
    ),
    menu: { group: 'game', labelKey: 'nav.setup', icon: 'play', desktop: 'primary' },
  },
  // A player's court sessions: booked at a venue, or added to by its court admin.
  {
    path: '/sessions',
    ...playerSessions,
    menu: { group: 'game', labelKey: 'nav.sessions', icon: 'calendarClock' },
  },
  {
    // Where `/` sends a signed-in user and where the auth repair reloads to.
    path: '/app',
    access: 'user',
    titleKey: 'match:titles.app',
    // The live match reads and writes through the device's store and its sync, never React Query:
    // a player courtside on a weak network does not wait for that library.
    withoutQueries: true,
    // The live match and its voice panel (both namespaces load with the page's chunk); the voice
    // panel opens the voice-help feature's test dialog, loaded only when opened.
    load: async () => {
      const [{ ScoringPage }] = await Promise.all([
        import('../features/scoring/scoring-page'),
        loadNamespace('match'),
        loadNamespace('voice'),
      ]);
      return <ScoringPage voiceTestDialog={voiceTestDialog} />;
    },
  },
  {
    path: '/match-summary',
    access: 'user',
    titleKey: 'match:titles.matchSummary',
    // The summary's own copy is apart (`summary`), so the live board does not download it.
    load: page(
      () => import('../features/match-summary/match-summary-page'),
      (m) => m.MatchSummaryPage,
      'match',
      'summary',
    ),
  },

  // A Bluetooth remote or headset for scoring hands-free, every plan: taught and kept on the device,
  // so it needs no sign-in; the board's command labels come from `match`.
  {
    path: '/remote',
    access: 'public',
    titleKey: 'remote:title',
    load: page(
      () => import('../features/remote/remote-page'),
      (m) => m.RemotePage,
      'remote',
      'match',
    ),
  },

  // --- voice help: signed-in routes in spec section 2 ---
  {
    path: '/instructions',
    access: 'user',
    titleKey: 'nav.instructions',
    load: voiceHelpPage(
      () => import('../features/voice-help/instructions-page'),
      (m) => m.InstructionsPage,
    ),
    menu: { group: 'game', labelKey: 'nav.instructions', icon: 'bookOpen' },
    // The desktop header has no room left at 1280 px; the footer carries it on wide screens.
    footer: { labelKey: 'nav.instructions' },
  },
  {
    path: '/microphone-test',
    access: 'user',
    titleKey: 'nav.microphoneTest',
    load: voiceHelpPage(
      () => import('../features/voice-help/microphone-test-page'),
      (m) => m.MicrophoneTestPage,
    ),
    menu: { group: 'tools', labelKey: 'nav.microphoneTest', icon: 'mic' },
  },
  {
    path: '/audio-test',
    access: 'user',
    titleKey: 'nav.audioTest',
    load: voiceHelpPage(
      () => import('../features/voice-help/audio-test-page'),
      (m) => m.AudioTestPage,
    ),
    menu: { group: 'tools', labelKey: 'nav.audioTest', icon: 'volume' },
  },

  // --- players and network: titles and copy in the `network` namespace. The desktop header
  // has no room left at 1280 px (with "Mi red" its secondary links passed the window's edge); the
  // footer carries "Mi red" on wide screens, and /network links to the search and the directory ---
  {
    path: '/network',
    access: 'user',
    titleKey: 'network:titles.network',
    load: networkPage('network'),
    menu: { group: 'social', labelKey: 'nav.network', icon: 'users' },
    footer: { labelKey: 'nav.network' },
  },
  { path: '/network/requests', access: 'user', titleKey: 'network:titles.requests', load: networkPage('requests') },
  { path: '/network/sent', access: 'user', titleKey: 'network:titles.sent', load: networkPage('sent') },
  {
    path: '/search-players',
    access: 'user',
    titleKey: 'network:titles.search',
    load: networkPage('search'),
    menu: { group: 'social', labelKey: 'nav.searchPlayers', icon: 'userSearch' },
  },
  {
    path: '/players-directory',
    access: 'user',
    titleKey: 'network:titles.directory',
    load: networkPage('directory'),
    menu: { group: 'social', labelKey: 'nav.playersDirectory', icon: 'contact' },
  },
  {
    path: '/invite-friends',
    access: 'user',
    titleKey: 'nav.invite',
    load: networkPage('invite'),
    menu: { group: 'social', labelKey: 'nav.invite', icon: 'mail' },
  },
  { path: '/player/:id', access: 'user', titleKey: 'network:titles.player', load: networkPage('player') },
  // Contacts (decision 031); picking for the set-up quotes its invitation limit (`setup`).
  {
    path: '/contacts',
    access: 'user',
    titleKey: 'network:titles.contacts',
    load: networkPage('contacts', 'setup'),
    menu: { group: 'social', labelKey: 'nav.contacts', icon: 'usersRound' },
  },
  { path: '/add-player', access: 'user', titleKey: 'network:titles.addPlayer', load: networkPage('addPlayer') },
  // Community statistics: public totals, a signed-in page (spec section 2); its menu label
  // is in the drawer's `menu` namespace, so the landing's shell strings do not grow.
  // The leaderboard's copy shares the community pages' namespace (two locale loaders fewer on the
  // landing's entry).
  {
    path: '/leaderboard',
    access: 'user',
    titleKey: 'community:titles.leaderboard',
    load: page(
      () => import('../features/leaderboard/leaderboard-page'),
      (m) => m.LeaderboardPage,
      'community',
    ),
    menu: { group: 'social', labelKey: 'nav.leaderboard', icon: 'medal' },
  },
  {
    path: '/community-stats',
    access: 'user',
    titleKey: 'community:titles.communityStats',
    load: page(
      () => import('../features/community/community-stats-page'),
      (m) => m.CommunityStatsPage,
      'community',
    ),
    menu: { group: 'social', labelKey: 'nav.communityStats', icon: 'chartColumn' },
  },
  {
    path: '/chat',
    access: 'user',
    titleKey: 'comingSoon.chat.title',
    load: comingSoon('comingSoon.chat.title', 'comingSoon.chat.body'),
    menu: { group: 'social', labelKey: 'nav.chat', icon: 'messageCircle', desktop: 'secondary' },
  },
  // Tournament screens: coming soon ('Torneos') while the tournaments flag is off; set-up and preview
  // share /tournament-preview.
  {
    path: '/tournament-history',
    ...tournamentScreens,
    menu: { group: 'game', labelKey: 'nav.tournaments', icon: 'trophy', desktop: 'primary' },
  },
  {
    path: '/tournament-preview',
    ...tournamentScreens,
  },
  {
    path: '/tournament-rotation',
    ...tournamentScreens,
  },
  // The club TV and spectators' view of a tournament through its public link: no
  // sign-in; coming soon like the other tournament screens while the flag is off.
  {
    path: '/tournament-tv',
    ...tournamentScreens,
  },
  // A club's TV through its venue's link (decision 056): no sign-in; the tournament screens' chunk
  // and namespace (one loader fewer on the landing); coming soon like the court admin's area while
  // that flag is off.
  {
    path: '/club-tv',
    ...tournamentScreens,
    titleKey: 'tournaments:clubTv.title',
    flag: courtAdminFlag,
  },
  {
    path: '/debug',
    access: 'public',
    titleKey: 'debug:debug.title',
    load: page(
      () => import('../features/debug/debug-page'),
      (m) => m.DebugPage,
      'debug',
      'apiErrors',
    ),
    menu: { group: 'tools', labelKey: 'nav.debug', icon: 'bug' },
    footer: { labelKey: 'nav.debug' },
  },
];

/** Shown for any path the table does not know. */
export const notFoundPage = page(
  () => import('../features/errors/not-found-page'),
  (m) => m.NotFoundPage,
  'comingSoon',
);
