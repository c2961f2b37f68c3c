import { lazyDialog } from '../../components/ui/lazy-dialog';

/** The confirm dialog of a change one press cannot undo, its code loaded after the page (decision 024). */
export const LazyConfirmChangeDialog = lazyDialog(() =>
  import('../../components/ui/confirm-change-dialog').then((m) => m.ConfirmChangeDialog),
);
