import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { buildDesktopNav } from '../menu';
import { routeTable } from '../route-table';
import { useSignOut, useUnreadNotificationCount, useViewer } from '../use-viewer';
import { LanguageSelect } from './language-select';
import { NotificationsBell } from './notifications-bell';

/** Desktop (>= 768 px) header: primary and secondary navigation, language, and the signed-in controls. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const signOut = useSignOut();
  const unread = useUnreadNotificationCount();
  const { primary, secondary } = buildDesktopNav(routeTable, viewer);

  return (
    <header className="on-dark sticky top-0 z-40 hidden border-b border-white/10 bg-court-950/95 backdrop-blur md:block">
      <div className="mx-auto flex h-[4.5rem] max-w-6xl items-center gap-3 px-4 lg:gap-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-xl">
          <Logo name={t('app.name')} tone="light" />
        </Link>

        <nav aria-label={t('nav.primary')}>
          <ul className="flex items-center gap-1">
            {primary.map(({ path, labelKey, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors lg:px-4',
                      isActive ? 'bg-ball-400 text-court-950' : 'text-court-100 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="hidden size-4 lg:block" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          {secondary.length > 0 ? (
            <nav aria-label={t('nav.secondary')}>
              <ul className="flex items-center">
                {secondary.map(({ path, labelKey }) => (
                  <li key={path}>
                    <NavLink
                      to={path}
                      className={({ isActive }) =>
                        cn(
                          'inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium transition-colors hover:text-white lg:px-3',
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
              <NotificationsBell count={unread} />
              <button
                type="button"
                onClick={() => void signOut()}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-court-100 hover:bg-white/10 hover:text-white"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('header.signOut')}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
