import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useTranslation } from '../../lib/use-translation';
import { useViewer } from '../use-viewer';
import { MenuButton } from './menu-button';
import { NotificationsBell } from './notifications-bell';

/** Phone (< 768 px) top bar: logo, the notifications bell (signed in) and the button that opens the slide-up menu. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const viewer = useViewer();

  return (
    <header className="on-dark sticky top-0 z-40 border-b border-white/10 bg-court-950/95 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      <div className="flex h-14 items-center justify-between gap-3 px-3">
        <Link to="/" className="rounded-xl px-1">
          <Logo name={t('app.name')} tone="light" />
        </Link>
        <div className="flex items-center gap-2">
          {viewer.signedIn ? <NotificationsBell dock /> : null}
          {/* The narrowest phones (320 px) keep the bell and the menu on one line: the word
              becomes the button's name only. */}
          <MenuButton labelClassName="max-[359px]:sr-only" />
        </div>
      </div>
    </header>
  );
}
