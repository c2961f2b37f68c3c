import { Building2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import type { ClubDraft } from './setup-model';
import { clubDraftOf, readUserClubs } from './user-clubs';

const EMPTY_CLUB: ClubDraft = { name: '', courtName: '', address: '', sessionDuration: '', description: '' };

/**
 * The club of the match: one of the user's saved clubs or the manual club form. (Venue search
 * arrives with the venues feature.)
 */
export function ClubFields({
  club,
  issues,
  onChange,
}: {
  club: ClubDraft | null;
  issues: Record<string, string>;
  onChange: (club: ClubDraft | null) => void;
}) {
  const { t } = useTranslation('match');
  const saved = readUserClubs();
  const issue = (field: string) => (issues[`club.${field}`] ? t(issues[`club.${field}`] ?? '') : undefined);
  if (!club) {
    return (
      <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
        <h3 className="font-display text-lg font-extrabold text-court-900">{t('setup.club.title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('setup.club.hint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => onChange(EMPTY_CLUB)}>
            <Building2 aria-hidden="true" className="size-5" />
            {t('setup.club.add')}
          </Button>
          {saved.length ? (
            <SelectField
              label={t('setup.club.saved')}
              value=""
              onChange={(event) => {
                const picked = saved.find((item) => item.id === event.target.value);
                if (picked) onChange(clubDraftOf(picked));
              }}
            >
              <option value="">{t('setup.club.pick')}</option>
              {saved.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      </section>
    );
  }
  const set = (change: Partial<ClubDraft>) => onChange({ ...club, ...change });
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <div className="flex items-center justify-between gap-3">
        <legend className="font-display text-lg font-extrabold text-court-900">{t('setup.club.title')}</legend>
        <Button variant="ghost" aria-label={t('setup.club.remove')} onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('setup.club.name')}
          required
          maxLength={120}
          value={club.name}
          error={issue('name')}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField
          label={t('setup.club.court')}
          maxLength={60}
          value={club.courtName}
          onChange={(event) => set({ courtName: event.target.value })}
        />
        <TextField
          label={t('setup.club.address')}
          maxLength={200}
          value={club.address}
          onChange={(event) => set({ address: event.target.value })}
        />
        <TextField
          label={t('setup.club.minutes')}
          inputMode="numeric"
          placeholder="60"
          value={club.sessionDuration}
          error={issue('sessionDuration')}
          onChange={(event) => set({ sessionDuration: event.target.value.replace(/\D/g, '') })}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('setup.club.description')}
          maxLength={500}
          value={club.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
