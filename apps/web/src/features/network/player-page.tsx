import { CalendarDays, Globe, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useMatches } from 'react-router';
import { PlayerLevels } from '../../components/account/player-levels';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { ConnectionControl } from './connection-control';
import { profileControls } from './connection-controls';
import { LoadFailed } from './load-failed';
import { usePlayer } from './network-queries';
import { Fact, PlayerFacts } from './player-facts';
import { SectionCard } from './section-card';
import { HeadToHead, SharedMatches } from './shared-matches';
import { useLiveNetwork } from './use-live-network';

/** What the app hands the page: the loader of its not-found page, for a player the server does not show. */
export interface PlayerPageProps {
  notFound: () => Promise<ReactNode>;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * /player/{id}: a player's public page, where the viewer stands with them (every change, blocking
 * included), head-to-head and the matches they played together. A player the server does not show
 * (unknown, out of the directory, or who blocked the viewer) is the app's not-found page.
 */
export function PlayerPage({ notFound }: PlayerPageProps) {
  // The route's `:id`, read from the matches the layout reads anyway: `useParams` alone would add
  // its export to the router's chunk, which every page, the landing too, downloads.
  const id = useMatches().at(-1)?.params.id ?? '';
  const { t, i18n } = useTranslation('network');
  const { t: tm } = useTranslation();
  useLiveNetwork();
  const profile = usePlayer(id);

  if (isNotFound(profile.error)) return <LoadedPage load={notFound} fallback={tm('common.loading')} />;
  if (profile.isPending) return <LoadingScreen label={tm('common.loading')} />;
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
        <LoadFailed title={t('player.loadFailed')} onRetry={() => void profile.refetch()} />
      </div>
    );
  }

  const { player, requestId, headToHead, matchesTogether, recent, levels } = profile.data;
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(player.memberSince);
  const region = [player.state, player.country].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader
        eyebrow={t('player.eyebrow')}
        title={<span className="[overflow-wrap:anywhere]">{player.name}</span>}
        lead={<span className="[overflow-wrap:anywhere]">@{player.username}</span>}
      >
        <p className="mt-3 flex items-center gap-2 text-court-100">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {t('player.memberSince', { date: since })}
        </p>
      </PageHeader>
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 md:grid-cols-2 md:py-10">
        <SectionCard title={t('player.connection')} className="md:col-span-2">
          {player.connection === 'self' ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-court-800">{t('player.self')}</p>
              <Link to="/profile" className={buttonClasses('secondary')}>
                <UserRound aria-hidden="true" className="size-4" />
                {t('player.editProfile')}
              </Link>
            </div>
          ) : (
            <ConnectionControl
              player={player}
              requestId={requestId}
              controls={profileControls(player.connection, requestId)}
            />
          )}
        </SectionCard>
        <SectionCard title={t('player.about')}>
          <PlayerFacts
            player={player}
            extra={
              region ? (
                <Fact icon={<Globe aria-hidden="true" className="size-4" />} label={t('facts.region')}>
                  {region}
                </Fact>
              ) : null
            }
          />
        </SectionCard>
        <HeadToHead score={headToHead} />
        <SectionCard title={t('player.level')} className="md:col-span-2">
          <PlayerLevels levels={levels} empty={t('player.noLevel')} />
        </SectionCard>
        <div className="md:col-span-2">
          <SharedMatches count={matchesTogether} recent={recent} />
        </div>
      </div>
    </>
  );
}

/** A page from its loader (the app's not-found page), with the loading line until it has come. */
function LoadedPage({ load, fallback }: { load: () => Promise<ReactNode>; fallback: string }) {
  const [page, setPage] = useState<ReactNode>(null);
  useEffect(() => {
    let shown = true;
    void load().then((loaded) => {
      if (shown) setPage(loaded);
    });
    return () => {
      shown = false;
    };
  }, [load]);
  return page ?? <LoadingScreen label={fallback} />;
}
