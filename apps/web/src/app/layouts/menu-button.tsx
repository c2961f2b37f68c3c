import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { loadNamespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/** The drawer's chunk and its copy (the `menu` namespace) together: it never opens showing keys. */
const loadMobileMenu = () => Promise.all([import('./mobile-menu'), loadNamespace('menu')]).then(([module]) => module);

/** The drawer (vaul + Radix dialogs) is its own chunk, fetched when the visitor reaches for the menu. */
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function prefetchMenu() {
  loadMobileMenu().catch(() => {
    // A failed prefetch is retried by the real load on open.
  });
}

/**
 * "Menú": opens the slide-up menu with every page the viewer may reach. The phone's top bar shows it,
 * and so does the desktop header, whose navigation has room for only a few links (decision 040):
 * the social pages, settings and tools are reached through it there too.
 */
export function MenuButton({ labelClassName }: { labelClassName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  function handleOpen() {
    setRequested(true);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={handleOpen}
        onPointerEnter={prefetchMenu}
        onTouchStart={prefetchMenu}
        onFocus={prefetchMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full bg-white/10 px-3 text-sm font-semibold whitespace-nowrap text-white ring-1 ring-white/25 hover:bg-white/20 active:bg-white/20"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className={labelClassName}>{t('menu.open')}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
