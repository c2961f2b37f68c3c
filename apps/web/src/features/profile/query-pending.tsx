import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

/**
 * What a tab shows before its data: loading, or it could not be read (`profile.<area>.loadFailed`,
 * with a `profile.<area>.retry` button); null once the data is there.
 */
export function QueryPending({
  query,
  area,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  area: 'history' | 'stats' | 'usage';
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  if (query.isPending) return <Spinner label={tc('common.loading')} />;
  if (!query.isError) return null;
  return (
    <RetryAlert
      title={t(`profile.${area}.loadFailed`)}
      retryLabel={t(`profile.${area}.retry`)}
      onRetry={() => void query.refetch()}
    />
  );
}
