import { INVITE_POSITIONS } from '@marcador/contracts/limits';
import { Trash2, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { nextPlace } from '../../lib/match/setup-draft';
import { useSetupTranslation } from '../../lib/use-translation';
import { canAddInvite, type InviteDraft, type InvitePosition, offeredPositions } from './setup-model';

/**
 * Up to three invited players, each with e-mail, name and court position; a player of the user's
 * network (picked on /contacts) shows as such instead of an address the user does not see.
 * `picked` names the player the contacts page just added. The places follow the game type: in
 * singles only the rival's ("Equipo rival"; the user keeping the score plays "Mi equipo"), in doubles
 * the three beside and against the user; each row offers those no other row holds.
 */
export function InviteFields({
  invites,
  isDoubles,
  issues,
  picked,
  onChange,
}: {
  invites: InviteDraft[];
  isDoubles: boolean;
  issues: Record<string, string>;
  picked: string | null;
  onChange: (invites: InviteDraft[]) => void;
}) {
  const { t } = useSetupTranslation();
  const headingId = useId();
  const full = !canAddInvite(invites, isDoubles);
  const offered = offeredPositions(isDoubles);
  // Singles has one place a side: its team's name says it ("Equipo rival"), without a number.
  const placeName = (position: InvitePosition) =>
    isDoubles
      ? t(`setup.invites.positions.${position}`)
      : t(`setup.${position.startsWith('team1') ? 'team1' : 'team2'}`);
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
        const positionIssue = issues[`invites.${index}.position`];
        // The places no other row holds, and this row's own even when the game type lacks it (its error says so).
        const places = INVITE_POSITIONS.filter(
          (position) =>
            position === invite.position ||
            (offered.includes(position) && !invites.some((other, i) => i !== index && other.position === position)),
        );
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
              error={positionIssue ? t(positionIssue) : undefined}
              onChange={(event) => update(index, { position: event.target.value as InvitePosition })}
            >
              {places.map((position) => (
                <option key={position} value={position}>
                  {placeName(position)}
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
          onClick={() => {
            const position = nextPlace({ invites, isDoubles });
            if (position) onChange([...invites, { email: '', name: '', position }]);
          }}
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
          {t(isDoubles ? 'setup.invites.limit' : 'setup.invites.limitSingles')}
        </p>
      ) : null}
    </section>
  );
}
