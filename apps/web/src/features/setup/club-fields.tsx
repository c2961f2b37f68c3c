import { Building2, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { useSetupTranslation } from '../../lib/use-translation';
import { ClubSearch } from './club-search';
import type { ClubDraft } from './setup-model';

const EMPTY_CLUB: ClubDraft = { name: '', courtName: '', address: '', sessionDuration: '', description: '' };

interface ClubFieldsProps {
  club: ClubDraft | null;
  issues: Record<string, string>;
  onChange: (club: ClubDraft | null) => void;
}

/**
 * The club of the match: found with the club search (venues and the user's own clubs) or typed
 * into the manual club form. A chosen venue keeps its name and place and offers its courts.
 */
export function ClubFields({ club, issues, onChange }: ClubFieldsProps) {
  const { t } = useSetupTranslation();
  if (!club) {
    return (
      <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
        <h3 className="font-display text-lg font-extrabold text-court-900">{t('setup.club.title')}</h3>
        <p className="mt-1 mb-4 text-sm text-muted">{t('setup.club.hint')}</p>
        <ClubSearch onPick={onChange} />
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-court-100 pt-4">
          <p className="text-sm text-muted">{t('setup.clubSearch.notListed')}</p>
          <Button variant="secondary" onClick={() => onChange(EMPTY_CLUB)}>
            <Building2 aria-hidden="true" className="size-5" />
            {t('setup.club.add')}
          </Button>
        </div>
      </section>
    );
  }
  const set = (change: Partial<ClubDraft>) => onChange({ ...club, ...change });
  const issue = (field: string) => (issues[`club.${field}`] ? t(issues[`club.${field}`] ?? '') : undefined);
  const minutes = (
    <TextField
      label={t('setup.club.minutes')}
      inputMode="numeric"
      placeholder="60"
      value={club.sessionDuration}
      error={issue('sessionDuration')}
      onChange={(event) => set({ sessionDuration: event.target.value.replace(/\D/g, '') })}
    />
  );
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <div className="flex items-center justify-between gap-3">
        <legend className="font-display text-lg font-extrabold text-court-900">{t('setup.club.title')}</legend>
        <Button variant="ghost" aria-label={t('setup.club.remove')} onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {club.venueCourts ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2" data-testid="chosen-venue">
            <p className="font-semibold text-court-900">{club.name}</p>
            {club.address ? <p className="text-sm text-muted">{club.address}</p> : null}
          </div>
          {club.venueCourts.length ? (
            <SelectField
              label={t('setup.club.court')}
              value={club.courtName}
              onChange={(event) => set({ courtName: event.target.value })}
            >
              <option value="">{t('setup.clubSearch.anyCourt')}</option>
              {club.venueCourts.map((court) => (
                <option key={court} value={court}>
                  {court}
                </option>
              ))}
            </SelectField>
          ) : (
            <CourtField value={club.courtName} onChange={(courtName) => set({ courtName })} />
          )}
          {minutes}
        </div>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('setup.club.name')}
            required
            maxLength={120}
            value={club.name}
            error={issue('name')}
            onChange={(event) => set({ name: event.target.value })}
          />
          <CourtField value={club.courtName} onChange={(courtName) => set({ courtName })} />
          <TextField
            label={t('setup.club.address')}
            maxLength={200}
            value={club.address}
            onChange={(event) => set({ address: event.target.value })}
          />
          {minutes}
          <TextAreaField
            className="sm:col-span-2"
            label={t('setup.club.description')}
            maxLength={500}
            value={club.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The court, typed in: for a hand-made club, or a venue that lists no courts. */
function CourtField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useSetupTranslation();
  return (
    <TextField
      label={t('setup.club.court')}
      maxLength={60}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
