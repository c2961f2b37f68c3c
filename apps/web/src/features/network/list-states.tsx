import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import type { useContacts } from './network-queries';

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

/** The states of the viewer's network list, as /network and /contacts show it. */
export function ConnectionsStates({ network }: { network: ReturnType<typeof useContacts> }) {
  const { t } = useTranslation('network');
  return (
    <ListStates
      query={network}
      isEmpty={network.data?.contacts.length === 0}
      failedTitle={t('network.loadFailed')}
      empty={t('network.empty')}
      hint={t('network.emptyHint')}
    />
  );
}
