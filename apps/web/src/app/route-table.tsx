import { Bug, House, Mail, MessageCircle, Tag, Trophy } from 'lucide-react';
import type { ComponentType } from 'react';
import type { PageLoader, RouteEntry } from './route-types';

/** A page from a feature module, loaded on first visit (each becomes its own chunk). */
function page<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return async () => {
    const Page = pick(await importer());
    return <Page />;
  };
}

/** The reusable coming-soon page with its own title and text. */
function comingSoon(titleKey: string, bodyKey: string): PageLoader {
  return async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/coming-soon-page');
    return <ComingSoonPage titleKey={titleKey} bodyKey={bodyKey} />;
  };
}

const landing = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);

const tournamentsComingSoon = comingSoon('comingSoon.tournaments.title', 'comingSoon.tournaments.body');

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
    signedInRedirect: '/app',
    menu: { group: 'main', labelKey: 'nav.home', icon: House, desktop: 'primary' },
  },
  { path: '/landing', access: 'public', load: landing },
  {
    path: '/precios',
    access: 'public',
    titleKey: 'pricing.title',
    load: page(
      () => import('../features/pricing/pricing-page'),
      (m) => m.PricingPage,
    ),
    menu: { group: 'main', labelKey: 'nav.pricing', icon: Tag, desktop: 'primary' },
  },
  {
    path: '/contact',
    access: 'public',
    titleKey: 'contact.title',
    load: page(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
    menu: { group: 'main', labelKey: 'nav.contact', icon: Mail, desktop: 'secondary' },
    footer: { labelKey: 'nav.contact' },
  },
  {
    path: '/terms',
    access: 'public',
    titleKey: 'legal.terms.title',
    load: page(
      () => import('../features/legal/terms-page'),
      (m) => m.TermsPage,
    ),
    footer: { labelKey: 'nav.terms' },
  },
  {
    path: '/privacy',
    access: 'public',
    titleKey: 'legal.privacy.title',
    load: page(
      () => import('../features/legal/privacy-page'),
      (m) => m.PrivacyPage,
    ),
    footer: { labelKey: 'nav.privacy' },
  },
  // Stripe sends buyers back to /success; the payment-success page arrives with payments.
  { path: '/success', access: 'public', redirectTo: '/payment-success' },
  {
    // Spec lists /chat among logged-in routes; it stays public while it is only a coming-soon page,
    // and becomes `access: 'user'` when accounts exist.
    path: '/chat',
    access: 'public',
    titleKey: 'comingSoon.chat.title',
    load: comingSoon('comingSoon.chat.title', 'comingSoon.chat.body'),
    menu: { group: 'social', labelKey: 'nav.chat', icon: MessageCircle, desktop: 'secondary' },
  },
  // Tournament screens: coming soon ('Torneos') while the tournaments flag is off. The tournaments
  // feature replaces `load` with its pages.
  {
    path: '/tournament-history',
    access: 'public',
    titleKey: 'comingSoon.tournaments.title',
    load: tournamentsComingSoon,
    flag: { name: 'tournaments', fallback: tournamentsComingSoon },
    menu: { group: 'game', labelKey: 'nav.tournaments', icon: Trophy, desktop: 'primary' },
  },
  {
    path: '/tournament-preview',
    access: 'public',
    titleKey: 'comingSoon.tournaments.title',
    load: tournamentsComingSoon,
    flag: { name: 'tournaments', fallback: tournamentsComingSoon },
  },
  {
    path: '/tournament-rotation',
    access: 'public',
    titleKey: 'comingSoon.tournaments.title',
    load: tournamentsComingSoon,
    flag: { name: 'tournaments', fallback: tournamentsComingSoon },
  },
  {
    path: '/debug',
    access: 'public',
    titleKey: 'debug.title',
    load: page(
      () => import('../features/debug/debug-page'),
      (m) => m.DebugPage,
    ),
    menu: { group: 'tools', labelKey: 'nav.debug', icon: Bug },
    footer: { labelKey: 'nav.debug' },
  },
];

/** Shown for any path the table does not know. */
export const notFoundPage = page(
  () => import('../features/errors/not-found-page'),
  (m) => m.NotFoundPage,
);
