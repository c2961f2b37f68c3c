import { Check, ChevronDown, ChevronRight, Crown, LogIn, LogOut, RotateCw, UserRound, Wrench, X } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Drawer } from 'vaul';
import { Button } from '../../components/ui/button';
import { repairAuthSession } from '../../lib/auth-repair';
import { cn } from '../../lib/cn';
import { currentLanguage, LANGUAGES, setLanguage } from '../../lib/i18n';
import { useIsMobile } from '../../lib/use-media-query';
import { usePageTranslation, useTranslation } from '../../lib/use-translation';
import { buildMenu, type MenuGroup } from '../menu';
import { routeTable } from '../route-table';
import type { MenuGroupId } from '../route-types';
import { useSignOut, useViewer } from '../use-viewer';
import type { ViewerAccount } from '../viewer';
import { MENU_ICONS, type MenuIconName } from './menu-icons';

/**
 * The phone menu: a bottom sheet (vaul) grouped as the spec lists them. Drawer constants follow
 * spec section 9 (close threshold 0.25, scroll-lock timeout 100 ms; vaul's 0.5 s animation,
 * 0.4 velocity threshold, 16 px nested offset and 8 px radius are its defaults).
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = usePageTranslation('menu');
  const viewer = useViewer();
  const groups = buildMenu(routeTable, viewer);
  const close = () => onOpenChange(false);

  const extras: Partial<Record<MenuGroupId, ReactNode>> = {
    settings: <LanguageChoice />,
    session: viewer.account ? (
      <>
        <AccountRow account={viewer.account} onNavigate={close} />
        <SignOutRow onDone={close} />
      </>
    ) : viewer.status === 'ready' ? (
      <SignedOutNote onNavigate={close} />
    ) : null,
    tools: (
      <>
        <RepairAuthRow />
        <ReloadPageRow />
      </>
    ),
  };

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} closeThreshold={0.25} scrollLockTimeout={100}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-court-950/60 backdrop-blur-[2px]" />
        {/* On a desktop the sheet keeps a readable width, centred. */}
        <Drawer.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-[28px] bg-chalk shadow-lift outline-none md:inset-x-[max(1rem,calc(50vw-28rem))]">
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="flex items-center justify-between px-5 pt-2 pb-3">
            <div>
              <Drawer.Title className="font-display text-2xl font-extrabold text-court-900">
                {t('menu.title')}
              </Drawer.Title>
              <Drawer.Description className="sr-only">{t('menu.description')}</Drawer.Description>
            </div>
            <Drawer.Close className="inline-flex size-11 items-center justify-center rounded-full bg-white text-court-800 ring-1 ring-court-200">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('common.close')}</span>
            </Drawer.Close>
          </div>
          <nav
            aria-label={t('menu.title')}
            className="grid min-h-0 flex-1 grid-cols-1 content-start items-start gap-3 overflow-y-auto overscroll-contain px-4 pb-[max(env(safe-area-inset-bottom),1.25rem)] landscape:grid-cols-2"
          >
            {groups.map((group) => (
              <MenuSection key={group.id} group={group} extra={extras[group.id]} onNavigate={close} />
            ))}
          </nav>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function MenuSection({ group, extra, onNavigate }: { group: MenuGroup; extra: ReactNode; onNavigate: () => void }) {
  // Links only the drawer shows keep their labels in its `menu` namespace (decisions 024, 038).
  const { t } = usePageTranslation('menu');
  // A folded group (Tools) opens from its heading; the others are always open.
  const [open, setOpen] = useState(!group.folded);
  if (group.links.length === 0 && !extra) return null;
  const headingId = `menu-group-${group.id}`;
  const itemsId = `${headingId}-items`;
  const label = t(group.labelKey);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-3xl bg-white p-2 ring-1 ring-court-900/8">
      <h2 id={headingId} className="px-3 pt-2 pb-1 text-xs font-bold uppercase tracking-widest text-muted">
        {group.folded ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
            className="-mx-3 -mt-2 -mb-1 flex min-h-11 w-[calc(100%+1.5rem)] items-center justify-between rounded-2xl px-3 uppercase tracking-widest active:bg-court-50"
          >
            {label}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 text-slate-400 motion-safe:transition-transform', open && 'rotate-180')}
            />
          </button>
        ) : (
          label
        )}
      </h2>
      {open ? (
        <div id={itemsId}>
          {group.links.length > 0 ? (
            <ul>
              {group.links.map(({ path, labelKey, icon }) => (
                <li key={path}>
                  <NavLink
                    to={path}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-12 items-center gap-3 rounded-2xl px-3 font-semibold',
                        isActive ? 'bg-court-50 text-court-900' : 'text-court-800 active:bg-court-50',
                      )
                    }
                  >
                    <span className="inline-flex size-9 items-center justify-center rounded-xl bg-court-900 text-ball-300">
                      <MenuIcon name={icon} />
                    </span>
                    <span className="flex-1">{t(labelKey)}</span>
                    <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
          {extra}
        </div>
      ) : null}
    </section>
  );
}

function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.language);
  return (
    <fieldset className="px-1 pb-1">
      <legend className="sr-only">{t('language.label')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === active}
            onClick={() => void setLanguage(language)}
            className={cn(
              'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-3 font-semibold ring-1',
              language === active
                ? 'bg-court-900 text-white ring-court-900'
                : 'bg-white text-court-800 ring-court-200 active:bg-court-50',
            )}
          >
            {language === active ? <Check aria-hidden="true" className="size-4 text-ball-300" /> : null}
            {t(`language.names.${language}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function SignedOutNote({ onNavigate }: { onNavigate: () => void }) {
  const { t } = usePageTranslation('menu');
  return (
    <>
      <p className="flex min-h-12 items-center gap-3 px-3 text-sm text-muted">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <UserRound aria-hidden="true" className="size-[18px]" />
        </span>
        {t('menu.session.signedOut')}
      </p>
      <Link
        to="/auth"
        onClick={onNavigate}
        className="flex min-h-12 items-center gap-3 rounded-2xl px-3 font-semibold text-court-800 active:bg-court-50"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-ball-400 text-court-950">
          <LogIn aria-hidden="true" className="size-[18px]" />
        </span>
        <span className="flex-1">{t('header.signIn')}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
      </Link>
    </>
  );
}

/** The signed-in user at the top of the Sesión group; opens the dashboard. */
function AccountRow({ account, onNavigate }: { account: ViewerAccount; onNavigate: () => void }) {
  const { t } = useTranslation();
  const crowned = account.plan !== 'free';
  return (
    <Link
      to="/profile"
      onClick={onNavigate}
      className="flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 active:bg-court-50"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-court-100 text-court-800">
        <UserRound aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-court-900">{account.displayName}</span>
        <span className="block truncate text-sm text-muted">{account.email}</span>
      </span>
      <span
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide',
          crowned ? 'bg-ball-300 text-court-950' : 'bg-slate-100 text-slate-700',
        )}
      >
        {crowned ? <Crown aria-hidden="true" className="size-3.5" /> : null}
        {t(`plans.${account.plan}`)}
      </span>
    </Link>
  );
}

function SignOutRow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <button
      type="button"
      onClick={() => {
        onDone();
        void signOut();
      }}
      className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-left font-semibold text-court-800 active:bg-court-50"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-court-900 text-ball-300">
        <LogOut aria-hidden="true" className="size-[18px]" />
      </span>
      {t('header.signOut')}
    </button>
  );
}

/**
 * Tools: repair the auth session (spec section 4): global sign-out, clear this device's storage,
 * databases and caches, reload /app. It wipes local data, so it asks first.
 */
function RepairAuthRow() {
  const { t } = usePageTranslation('menu');
  const mobile = useIsMobile();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  return (
    <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
      <AlertDialog.Trigger className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-left font-semibold text-court-800 active:bg-court-50">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-court-900 text-ball-300">
          <Wrench aria-hidden="true" className="size-[18px]" />
        </span>
        {t('menu.tools.repair')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-court-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lift">
          <AlertDialog.Title className="font-display text-xl font-bold text-court-900">
            {t('menu.tools.repairConfirm.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {t('menu.tools.repairConfirm.body')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={running}
              onClick={() => {
                setRunning(true);
                void repairAuthSession(mobile);
              }}
            >
              {running ? t('menu.tools.repairConfirm.running') : t('menu.tools.repairConfirm.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Tools: reload the page, after a confirmation (spec section 5: "Reload from menu needs confirm"). */
function ReloadPageRow() {
  const { t } = usePageTranslation('menu');
  const [confirming, setConfirming] = useState(false);
  return (
    <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
      <AlertDialog.Trigger className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-left font-semibold text-court-800 active:bg-court-50">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-court-900 text-ball-300">
          <RotateCw aria-hidden="true" className="size-[18px]" />
        </span>
        {t('menu.tools.reload')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-court-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lift">
          <AlertDialog.Title className="font-display text-xl font-bold text-court-900">
            {t('menu.tools.reloadConfirm.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {t('menu.tools.reloadConfirm.body')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="court" onClick={() => window.location.reload()}>
                {t('menu.tools.reloadConfirm.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = MENU_ICONS[name];
  return <Icon aria-hidden="true" className="size-[18px]" />;
}
