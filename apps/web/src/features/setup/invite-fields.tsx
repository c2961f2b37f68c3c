import { Trash2, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { freePosition } from '../../lib/match/setup-draft';
import { useSetupTranslation } from '../../lib/use-translation';
import { canAddInvite, INVITE_POSITIONS, type InviteDraft, type InvitePosition } from './setup-model';

/**
 * Up to three invited players, each with e-mail, name and court position; a player of the user's
 * network (picked on /contacts) shows as such instead of an address the user does not see.
 * `picked` names the player the contacts page just added.
 */
export function InviteFields({
  invites,
  issues,
  picked,
  onChange,
}: {
  invites: InviteDraft[];
  issues: Record<string, string>;
  picked: string | null;
  onChange: (invites: InviteDraft[]) => void;
}) {
  const { t } = useSetupTranslation();
  const headingId = useId();
  const full = !canAddInvite(invites);
  const update = (index: number, change: Partial<InviteDraft>) =>
    onChange(invites.map((invite, i) => (i === index ? { ...invite, ...change } : invite)));
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <h3 id={headingId} className="font-display text-lg font-extrabold text-court-900">
        {t('setup.invites.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('setup.invites.hint')}</p>
      {invites.map((invite, index) => {
        const emailIssue = issues[`invites.${index}.email`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <div key={index} className="mt-4 grid gap-3 rounded-2xl bg-court-50 p-3 sm:grid-cols-[1fr_1fr_11rem_auto]">
            {invite.userId === undefined ? (
              <TextField
                label={t('setup.invites.email')}
                type="email"
                autoComplete="off"
                value={invite.email}
                error={emailIssue ? t(emailIssue) : undefined}
                onChange={(event) => update(index, { email: event.target.value })}
              />
            ) : (
              <p className="self-end rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-court-800 ring-1 ring-court-200">
                {t('setup.invites.fromNetwork')}
              </p>
            )}
            <TextField
              label={t('setup.invites.name')}
              value={invite.name}
              maxLength={60}
              onChange={(event) => update(index, { name: event.target.value })}
            />
            <SelectField
              label={t('setup.invites.position')}
              value={invite.position}
              onChange={(event) => update(index, { position: event.target.value as InvitePosition })}
            >
              {INVITE_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {t(`setup.invites.positions.${position}`)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="ghost"
              className="self-end"
              aria-label={t('setup.invites.remove')}
              onClick={() => onChange(invites.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </div>
        );
      })}
      {picked ? (
        <p role="status" className="mt-4 text-sm font-semibold text-court-800 [overflow-wrap:anywhere]">
          {t('setup.invites.picked', { name: picked })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => onChange([...invites, { email: '', name: '', position: freePosition(invites) ?? 'team1_2' }])}
        >
          <UserPlus aria-hidden="true" className="size-5" />
          {t('setup.invites.add')}
        </Button>
        <Link to="/contacts?pick=setup" className={buttonClasses('secondary')}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('setup.invites.fromContacts')}
        </Link>
      </div>
      {full ? (
        <p role="status" className="mt-2 text-sm font-semibold text-clay-700">
          {t('setup.invites.limit')}
        </p>
      ) : null}
    </section>
  );
}
