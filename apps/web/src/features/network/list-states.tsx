import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';

/** What a list shows instead of its rows: loading, its failure with a retry, or that it is empty. */
export function ListStates({
  query,
  isEmpty,
  failedTitle,
  empty,
  hint,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  isEmpty: boolean;
  failedTitle: string;
  empty: string;
  hint: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending ? <LoadingScreen label={t('common.loading')} /> : null}
      {query.isError ? <LoadFailed title={failedTitle} onRetry={() => void query.refetch()} /> : null}
      {isEmpty ? <EmptyState message={empty} hint={hint} /> : null}
    </>
  );
}
