/** The controls of a list or page read from the server: read it again after a failure, read its next page. */
import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** Something that could not be read (`title`), with the button that reads it again. */
export function RetryAlert({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert tone="error" title={title}>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** What "Cargar más" needs of a paged (infinite) query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Cargar más" under a paged list while the server has more, a spinner named `loadingLabel` while
 * the next page comes; nothing once it is all shown. The labels come from the page's namespace.
 */
export function LoadMoreButton({
  list,
  label,
  loadingLabel,
}: {
  list: PagedList;
  label: string;
  loadingLabel: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? <Spinner label={loadingLabel} /> : label}
    </Button>
  );
}
