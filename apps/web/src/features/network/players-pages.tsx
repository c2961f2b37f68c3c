import { BookUser, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';
import { PlayerFinder } from './player-finder';
import { useLiveNetwork } from './use-live-network';

/** /search-players: by name, username or city; an empty search lists the directory. */
export function SearchPlayersPage() {
  return <PlayersPage kind="search" />;
}

/** /players-directory: everyone in the directory by name, with the same filters. */
export function PlayersDirectoryPage() {
  return <PlayersPage kind="directory" />;
}

function PlayersPage({ kind }: { kind: 'search' | 'directory' }) {
  const { t } = useTranslation('network');
  useLiveNetwork();
  const other =
    kind === 'search' ? { to: '/players-directory', icon: BookUser } : { to: '/search-players', icon: UserRoundSearch };
  return (
    <>
      <PageHeader eyebrow={t('finder.eyebrow')} title={t(`titles.${kind}`)} lead={t(`finder.${kind}Lead`)}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={other.to} className={buttonClasses('onDark')}>
            <other.icon aria-hidden="true" className="size-4" />
            {t(kind === 'search' ? 'links.directory' : 'links.search')}
          </Link>
          <Link to="/network" className={buttonClasses('onDark')}>
            {t('links.network')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8 md:py-10">
        <PlayerFinder searchable={kind === 'search'} />
      </div>
    </>
  );
}
