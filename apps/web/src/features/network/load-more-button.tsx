import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

/** What "Cargar más" needs of a paged (infinite) query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Cargar más" under a paged list of players while the server has more; nothing once it is all shown. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  const { t } = useTranslation('network');
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? <Spinner label={t('finder.loadingMore')} /> : t('finder.more')}
    </Button>
  );
}
