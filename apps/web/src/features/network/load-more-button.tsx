import { type PagedList, LoadMoreButton as PagedLoadMoreButton } from '../../components/ui/query-controls';
import { useTranslation } from '../../lib/use-translation';

/** "Cargar más" under a paged list of players, with the network pages' words. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  const { t } = useTranslation('network');
  return <PagedLoadMoreButton list={list} label={t('finder.more')} loadingLabel={t('finder.loadingMore')} />;
}
