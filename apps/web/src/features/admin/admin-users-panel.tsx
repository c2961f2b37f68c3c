import type { AdminUser } from '@marcador/contracts';
import { Search, UserCog } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmChangeDialog } from '../../components/ui/confirm-change-dialog';
import { TextField } from '../../components/ui/field';
import { LoadMoreButton, RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { type UserAction, useAdminUsers, useUserAction } from './admin-users-api';

/**
 * The master admin's users: search by e-mail or name; each account with its plan, roles,
 * verification, sign-up and last activity, and the actions on it (court_admin, an operator's
 * Premium, the verification e-mail again, disabling after a confirmation, enabling). Every action
 * is logged by the server.
 */
export function AdminUsersPanel() {
  const { t } = useTranslation('account');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const users = useAdminUsers(query);
  const action = useUserAction();
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const [disabling, setDisabling] = useState<AdminUser | null>(null);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    setQuery(draft.trim());
  };

  return (
    <section
      aria-labelledby="admin-users-title"
      className="min-w-0 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-6"
    >
      <h2 id="admin-users-title" className="flex items-center gap-3 font-display text-xl font-bold text-court-900">
        <UserCog aria-hidden="true" className="size-5 text-court-700" />
        {t('admin.users.title')}
      </h2>
      <p className="mt-2 text-muted">{t('admin.users.lead')}</p>
      <form onSubmit={handleSearch} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t('admin.users.search')}
          type="search"
          name="q"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="court" size="lg">
          <Search aria-hidden="true" className="size-4" />
          {t('admin.users.searchButton')}
        </Button>
      </form>
      <div className="mt-4 grid gap-4">
        {action.isSuccess ? <Alert tone="success">{t('admin.users.done')}</Alert> : null}
        {action.isError ? (
          <Alert tone="error" title={t('admin.users.actionFailed')}>
            {apiErrorText(action.error, t)}
          </Alert>
        ) : null}
        {users.isPending ? <Spinner label={t('admin.users.loading')} /> : null}
        {users.isError ? (
          <RetryAlert
            title={t('admin.users.loadFailed')}
            retryLabel={t('admin.users.retry')}
            onRetry={() => void users.refetch()}
          />
        ) : null}
        {users.isSuccess && list.length === 0 ? <p className="text-muted">{t('admin.users.none')}</p> : null}
        {list.length > 0 ? (
          <ul className="grid gap-3">
            {list.map((user) => (
              <UserItem
                key={user.id}
                user={user}
                busy={action.isPending}
                onAction={(next) => action.mutate(next)}
                onDisable={() => setDisabling(user)}
              />
            ))}
          </ul>
        ) : null}
        <LoadMoreButton list={users} label={t('admin.users.more')} loadingLabel={t('admin.users.loading')} />
      </div>
      <ConfirmChangeDialog
        open={disabling !== null}
        onOpenChange={(open) => {
          if (!open) setDisabling(null);
        }}
        title={t('admin.users.disable.title', { email: disabling?.email ?? '' })}
        body={t('admin.users.disable.body')}
        confirmLabel={t('admin.users.disable.confirm')}
        keepLabel={t('admin.users.disable.keep')}
        onConfirm={() => {
          if (disabling) action.mutate({ kind: 'disabled', userId: disabling.id, disabled: true });
        }}
      />
    </section>
  );
}

function UserItem({
  user,
  busy,
  onAction,
  onDisable,
}: {
  user: AdminUser;
  busy: boolean;
  onAction: (action: UserAction) => void;
  /** Asks before disabling: it signs the account out everywhere. */
  onDisable: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const courtAdmin = user.roles.includes('court_admin');
  const paid = user.plan === 'premium' && !user.manualPremium;
  const roles = user.roles.map((role) => t(`admin.users.roles.${role}`)).join(', ') || t('admin.users.noRoles');
  const line = (key: string, value: string) => (
    <div>
      <dt className="inline font-semibold text-court-900">{t(`admin.users.fields.${key}`)}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
  return (
    <li className="rounded-2xl p-4 ring-1 ring-court-200 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-display text-lg font-bold text-court-900">{user.email}</h3>
        {user.disabledAt ? <Badge tone="danger">{t('admin.users.disabledBadge')}</Badge> : null}
      </div>
      <p className="text-sm text-muted">{user.name}</p>
      <dl className="mt-3 grid gap-1 text-sm text-ink sm:grid-cols-2">
        {line(
          'plan',
          t(`admin.users.plans.${user.plan}`) + (user.manualPremium ? ` (${t('admin.users.manual')})` : ''),
        )}
        {line('roles', roles)}
        {line('verified', t(user.emailVerified ? 'admin.users.yes' : 'admin.users.no'))}
        {line('signedUp', date.format(new Date(user.createdAt)))}
        {line('lastActive', user.lastActiveAt ? date.format(new Date(user.lastActiveAt)) : t('admin.users.never'))}
        {user.disabledAt ? line('disabledAt', date.format(new Date(user.disabledAt))) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {user.emailVerified ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onAction({ kind: 'verification-email', userId: user.id })}
          >
            {t('admin.users.actions.resend')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => onAction({ kind: 'court-admin', userId: user.id, granted: !courtAdmin })}
        >
          {t(courtAdmin ? 'admin.users.actions.revokeCourtAdmin' : 'admin.users.actions.grantCourtAdmin')}
        </Button>
        {paid ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onAction({ kind: 'manual-premium', userId: user.id, premium: !user.manualPremium })}
          >
            {t(user.manualPremium ? 'admin.users.actions.clearPremium' : 'admin.users.actions.setPremium')}
          </Button>
        )}
        {user.disabledAt ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onAction({ kind: 'disabled', userId: user.id, disabled: false })}
          >
            {t('admin.users.actions.enable')}
          </Button>
        ) : (
          <Button variant="danger" disabled={busy} onClick={onDisable}>
            {t('admin.users.actions.disable')}
          </Button>
        )}
      </div>
    </li>
  );
}
