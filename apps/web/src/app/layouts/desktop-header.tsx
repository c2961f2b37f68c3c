import { LogIn, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { DESKTOP_MENU_ICONS, type DesktopMenuIconName } from '../desktop-menu-icons';
import { buildDesktopNav } from '../menu';
import { routeTable } from '../route-table';
import { useSignOut, useViewer } from '../use-viewer';
import { LanguageSelect } from './language-select';
import { MenuButton } from './menu-button';
import { NotificationsBell } from './notifications-bell';

/**
 * Desktop (>= 768 px) header: primary and secondary navigation, language, the signed-in controls and
 * the menu with every other page (the social pages, settings, tools).
 */
export function DesktopHeader() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const signOut = useSignOut();
  const { primary, secondary } = buildDesktopNav(routeTable, viewer);

  return (
    <header className="on-dark sticky top-0 z-40 hidden border-b border-white/10 bg-court-950/95 backdrop-blur md:block">
      {/* Widths are tight with every signed-in control: the wordmark shows from 1024 px, the nav
          icons from 1280 px, the sign-out text and language name from 1536 px. */}
      <div className="mx-auto flex h-[4.5rem] max-w-6xl items-center gap-2 px-4 lg:gap-4 lg:px-8">
        <Link to="/" className="shrink-0 rounded-xl">
          <Logo name={t('app.name')} tone="light" wordmarkClassName="sr-only lg:not-sr-only" />
        </Link>

        <nav aria-label={t('nav.primary')}>
          <ul className="flex items-center gap-1">
            {primary.map(({ path, labelKey, icon }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap transition-colors xl:px-3.5',
                      isActive ? 'bg-ball-400 text-court-950' : 'text-court-100 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  <DesktopIcon name={icon} />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          {secondary.length > 0 && !viewer.signedIn ? (
            // Signed in, the header has no room for it beside the bell and the menu: its links are in
            // the menu, and contact in the footer too.
            <nav aria-label={t('nav.secondary')}>
              <ul className="flex items-center">
                {secondary.map(({ path, labelKey }) => (
                  <li key={path}>
                    <NavLink
                      to={path}
                      className={({ isActive }) =>
                        cn(
                          'inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-white',
                          isActive ? 'text-ball-300 underline decoration-2 underline-offset-8' : 'text-court-200',
                        )
                      }
                    >
                      {t(labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <LanguageSelect />
          {viewer.signedIn ? (
            <>
              <NotificationsBell />
              <button
                type="button"
                onClick={() => void signOut()}
                title={t('header.signOut')}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-court-100 hover:bg-white/10 hover:text-white"
              >
                <LogOut aria-hidden="true" className="size-4" />
                <span className="sr-only 2xl:not-sr-only">{t('header.signOut')}</span>
              </button>
            </>
          ) : viewer.status === 'ready' ? (
            <Link
              to="/auth"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ball-400 px-4 text-sm font-bold whitespace-nowrap text-court-950 hover:bg-ball-300"
            >
              <LogIn aria-hidden="true" className="size-4" />
              {t('header.signIn')}
            </Link>
          ) : null}
          <MenuButton labelClassName="sr-only xl:not-sr-only" />
        </div>
      </div>
    </header>
  );
}

function DesktopIcon({ name }: { name: DesktopMenuIconName }) {
  const Icon = DESKTOP_MENU_ICONS[name];
  return <Icon aria-hidden="true" className="hidden size-4 xl:block" />;
}
