import type { Administrator } from '@marcador/contracts';
import { Trash2, UserPlus, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmChangeDialog } from '../../components/ui/confirm-change-dialog';
import { TextField } from '../../components/ui/field';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { AdminTableHead } from './admin-table-head';
import { useAddAdministrator, useAdministrators, useRemoveAdministrator } from './administrators-api';

/**
 * Admin management (spec section 5): the administrators as a table (email, role, date added), a form
 * that adds an existing account by e-mail, and removal after a confirmation dialog. The server
 * refuses removing yourself or the last administrator; its message shows under the failure title.
 */
export function AdministratorsPanel() {
  const { t } = useTranslation('account');
  const administrators = useAdministrators();
  const add = useAddAdministrator();
  const remove = useRemoveAdministrator();
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<Administrator | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    remove.reset();
    add.mutate(email, {
      onSuccess: ({ administrator }) => {
        setEmail('');
        setDone(t('admin.administrators.added', { email: administrator.email }));
      },
    });
  };
  const handleRemove = (administrator: Administrator) => {
    setDone(null);
    add.reset();
    remove.mutate(administrator.userId, {
      onSuccess: () => setDone(t('admin.administrators.removed', { email: administrator.email })),
    });
  };
  const failure = add.isError
    ? { title: t('admin.administrators.addFailed'), error: add.error }
    : remove.isError
      ? { title: t('admin.administrators.removeFailed'), error: remove.error }
      : null;

  return (
    <section
      aria-labelledby="administrators-title"
      className="min-w-0 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-6"
    >
      <h2 id="administrators-title" className="flex items-center gap-3 font-display text-xl font-bold text-court-900">
        <UsersRound aria-hidden="true" className="size-5 text-court-700" />
        {t('admin.administrators.title')}
      </h2>
      <p className="mt-2 text-muted">{t('admin.administrators.lead')}</p>
      <form noValidate onSubmit={handleAdd} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t('admin.administrators.email')}
          type="email"
          name="email"
          autoComplete="off"
          maxLength={320}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="court" size="lg" disabled={add.isPending || email.trim() === ''}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('admin.administrators.add')}
        </Button>
      </form>
      <div className="mt-4 grid gap-4">
        {done ? (
          <Alert tone="success">
            <span className="[overflow-wrap:anywhere]">{done}</span>
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {apiErrorText(failure.error, t)}
          </Alert>
        ) : null}
        {administrators.isPending ? <Spinner label={t('admin.administrators.loading')} /> : null}
        {administrators.isError ? (
          <RetryAlert
            title={t('admin.administrators.loadFailed')}
            retryLabel={t('admin.administrators.retry')}
            onRetry={() => void administrators.refetch()}
          />
        ) : null}
        {administrators.data ? (
          <AdministratorsTable
            administrators={administrators.data.administrators}
            busy={remove.isPending}
            onRemove={setRemoving}
          />
        ) : null}
      </div>
      <ConfirmChangeDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('admin.administrators.confirmTitle', { email: removing?.email ?? '' })}
        body={t('admin.administrators.confirmBody')}
        confirmLabel={t('admin.administrators.confirm')}
        keepLabel={t('admin.administrators.keep')}
        onConfirm={() => removing && handleRemove(removing)}
      />
    </section>
  );
}

function AdministratorsTable({
  administrators,
  busy,
  onRemove,
}: {
  administrators: readonly Administrator[];
  busy: boolean;
  onRemove: (administrator: Administrator) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{t('admin.administrators.title')}</caption>
      <AdminTableHead
        columns={[
          { label: t('admin.administrators.columns.email') },
          { label: t('admin.administrators.columns.role'), className: 'hidden w-36 px-3 py-3 sm:table-cell' },
          { label: t('admin.administrators.columns.added'), className: 'w-24 px-3 py-3 sm:w-32' },
          { label: t('admin.administrators.columns.actions'), className: 'w-14 px-1 py-3 sm:w-32', hidden: true },
        ]}
      />
      <tbody>
        {administrators.map((administrator) => (
          <tr key={administrator.userId} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-2 font-semibold break-words text-court-900">
              {administrator.email}
              {/* A phone has no room for the role column: the role goes under the address. */}
              <span className="block font-normal text-muted sm:hidden">{t('admin.administrators.role')}</span>
            </th>
            <td className="hidden px-3 py-2 sm:table-cell">{t('admin.administrators.role')}</td>
            <td className="px-3 py-2">{date.format(new Date(administrator.addedAt))}</td>
            <td className="px-1 py-2 text-right">
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={t('admin.administrators.removeOne', { email: administrator.email })}
                onClick={() => onRemove(administrator)}
                className="px-3"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden sm:inline">
                  {t('admin.administrators.remove')}
                </span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
