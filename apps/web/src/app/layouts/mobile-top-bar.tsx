import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { loadNamespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { useViewer } from '../use-viewer';
import { NotificationsBell } from './notifications-bell';

/** The drawer's chunk and its copy (the `menu` namespace) together: it never opens showing keys. */
const loadMobileMenu = () => Promise.all([import('./mobile-menu'), loadNamespace('menu')]).then(([module]) => module);

/** The drawer (vaul + Radix dialogs) is its own chunk, fetched when the visitor reaches for the menu. */
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function prefetchMenu() {
  loadMobileMenu().catch(() => {
    // A failed prefetch is retried by the real load on open.
  });
}

/** Phone (< 768 px) top bar: logo, the notifications bell (signed in) and the button that opens the slide-up menu. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  function handleOpen() {
    setRequested(true);
    setOpen(true);
  }

  return (
    <header className="on-dark sticky top-0 z-40 border-b border-white/10 bg-court-950/95 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      <div className="flex h-14 items-center justify-between gap-3 px-3">
        <Link to="/" className="rounded-xl px-1">
          <Logo name={t('app.name')} tone="light" />
        </Link>
        <div className="flex items-center gap-2">
          {viewer.signedIn ? <NotificationsBell /> : null}
          <button
            type="button"
            onClick={handleOpen}
            onPointerEnter={prefetchMenu}
            onTouchStart={prefetchMenu}
            onFocus={prefetchMenu}
            aria-haspopup="dialog"
            aria-expanded={open}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/25 active:bg-white/20"
          >
            <Menu aria-hidden="true" className="size-5" />
            {/* The narrowest phones (320 px) keep the bell and the menu on one line: the word
                becomes the button's name only. */}
            <span className="max-[359px]:sr-only">{t('menu.open')}</span>
          </button>
        </div>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
