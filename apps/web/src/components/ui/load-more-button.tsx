import { Button } from './button';
import { Spinner } from './spinner';

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
