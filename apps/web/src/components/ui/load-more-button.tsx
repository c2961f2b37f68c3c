import { cn } from '../../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** What "Cargar más" needs of a paged (infinite) query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Cargar más" under a paged list while the server has more; nothing once it is all shown. */
export function LoadMoreButton({
  list,
  label,
  loadingLabel,
  className,
}: {
  list: PagedList;
  label: string;
  /** Said while the next page loads (the spinner's accessible name). */
  loadingLabel: string;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={cn('justify-self-center', className)}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? <Spinner label={loadingLabel} /> : label}
    </Button>
  );
}
