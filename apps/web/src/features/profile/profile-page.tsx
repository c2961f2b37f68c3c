import type { MeResponse } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn, Crown, Gauge, History, type LucideIcon, RotateCw, ShieldCheck, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadingScreen, Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { meQueryKey } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { ProfileEditor } from './profile-editor';
import { PROFILE_TABS, type ProfileTab, profileTabOf } from './profile-tabs';
import { RemoteCard } from './remote-card';

/*
 * The page's first load carries the profile form only (decision 024): each other tab's code
 * (history, billing, usage, the password form, their dialogs) is requested once the page has
 * rendered, and a tab shown before its code arrives has the loading line for that moment.
 */
const tabModules = {
  stats: () => import('./stats-tab'),
  matches: () => import('./matches-tab'),
  plan: () => import('./plan-tab'),
  usage: () => import('./usage-tab'),
  security: () => import('./security-tab'),
};
const StatsTab = lazy(() => tabModules.stats().then((m) => ({ default: m.StatsTab })));
const MatchesTab = lazy(() => tabModules.matches().then((m) => ({ default: m.MatchesTab })));
const PlanTab = lazy(() => tabModules.plan().then((m) => ({ default: m.PlanTab })));
const UsageTab = lazy(() => tabModules.usage().then((m) => ({ default: m.UsageTab })));
const SecurityTab = lazy(() => tabModules.security().then((m) => ({ default: m.SecurityTab })));

const TAB_ICONS: Record<ProfileTab, LucideIcon> = {
  perfil: UserRound,
  estadisticas: ChartColumn,
  partidos: History,
  plan: Crown,
  uso: Gauge,
  seguridad: ShieldCheck,
};

/**
 * GET /api/me through the API client, in the query cache (the shell keeps its own copy). It shares
 * the `me` prefix, so invalidating the session refreshes it too.
 */
export function useAccount() {
  return useQuery({ queryKey: [...meQueryKey, 'checked'], queryFn: ({ signal }) => api.getMe(signal) });
}

/** /profile, shown as Dashboard: tabs Profile, Stats, Matches, Plan, Usage and Security. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params.get('tab'));
  useEffect(() => {
    for (const load of Object.values(tabModules)) void load();
  }, []);

  function handleTabChange(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', profileTabOf(value));
        return next;
      },
      { replace: true },
    );
  }

  if (account.isPending) return <LoadingScreen label={tm('common.loading')} />;
  if (account.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-5 py-16">
        <Alert tone="error" title={t('profile.loadFailed')}>
          {apiErrorText(account.error, tm)}
        </Alert>
        <Button variant="secondary" className="mt-6" onClick={() => void account.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  const me = account.data;

  return (
    <>
      <ProfileHeader me={me} />
      <Tabs.Root value={tab} onValueChange={handleTabChange} className="flex flex-1 flex-col">
        <div className="border-b border-court-900/10 bg-white">
          <Tabs.List
            aria-label={t('profile.tabsLabel')}
            className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-3 sm:px-6 [scrollbar-width:none]"
          >
            {PROFILE_TABS.map((id) => {
              const Icon = TAB_ICONS[id];
              return (
                <Tabs.Trigger
                  key={id}
                  value={id}
                  className={cn(
                    'inline-flex min-h-14 shrink-0 items-center gap-2 border-b-[3px] px-3 text-sm font-semibold transition-colors sm:px-4',
                    'border-transparent text-muted hover:text-court-900',
                    'data-[state=active]:border-ball-500 data-[state=active]:text-court-900',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`profile.tabs.${id}`)}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
          <Tabs.Content value="perfil" className="focus-visible:outline-offset-8">
            <ProfileEditor me={me} />
            <RemoteCard />
          </Tabs.Content>
          <Suspense fallback={<Spinner label={tm('common.loading')} />}>
            <Tabs.Content value="estadisticas" className="focus-visible:outline-offset-8">
              <StatsTab />
            </Tabs.Content>
            <Tabs.Content value="partidos" className="focus-visible:outline-offset-8">
              <MatchesTab />
            </Tabs.Content>
            <Tabs.Content value="plan" className="focus-visible:outline-offset-8">
              <PlanTab />
            </Tabs.Content>
            <Tabs.Content value="uso" className="focus-visible:outline-offset-8">
              <UsageTab plan={me.plan} />
            </Tabs.Content>
            <Tabs.Content value="seguridad" className="focus-visible:outline-offset-8">
              <SecurityTab />
            </Tabs.Content>
          </Suspense>
        </div>
      </Tabs.Root>
    </>
  );
}

function initials(me: MeResponse): string {
  const first = me.profile?.firstName.trim()[0] ?? '';
  const last = me.profile?.lastName.trim()[0] ?? '';
  return (first + last || me.user.email[0] || '?').toUpperCase();
}

function ProfileHeader({ me }: { me: MeResponse }) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const name = me.profile ? `${me.profile.firstName} ${me.profile.lastName}`.trim() : '';
  const crowned = me.plan !== 'free';
  return (
    <header className="court-band on-dark text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-4 px-5 py-9 sm:px-8 md:py-12">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-3xl bg-ball-400 font-display text-2xl font-extrabold text-court-950 shadow-lift sm:size-20 sm:text-3xl"
        >
          {initials(me)}
        </span>
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-sm font-semibold uppercase tracking-widest text-ball-300">{t('profile.eyebrow')}</p>
          <h1 className="mt-1 font-display text-3xl font-extrabold tracking-tight break-words md:text-4xl">
            {name || me.user.email}
          </h1>
          <p className="mt-1 break-all text-court-100">
            {me.profile?.username ? `@${me.profile.username} · ` : ''}
            {me.user.email}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold uppercase tracking-wide',
            crowned ? 'bg-ball-400 text-court-950' : 'bg-white/10 text-white ring-1 ring-white/25',
          )}
        >
          {crowned ? <Crown aria-hidden="true" className="size-4" /> : null}
          {tm(`plans.${me.plan}`)}
        </span>
      </div>
    </header>
  );
}
