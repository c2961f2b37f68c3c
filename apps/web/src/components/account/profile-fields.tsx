import {
  type AccountField,
  PROFILE_SPORTS,
  PROFILE_TEXT_MAX_LENGTH,
  type ProfileSport,
  SKILL_LEVELS,
  USERNAME_LENGTH_PARAMS,
  USERNAME_MAX_LENGTH,
} from '@marcador/domain';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useAccountText } from '../../lib/account-text';
import { cn } from '../../lib/cn';
import { isSkillLevel, type ProfileFormValues, toggleSport } from '../../lib/profile-form';
import { useTranslation } from '../../lib/use-translation';
import { SelectField, TextField } from '../ui/field';

/** What both field groups receive from their form. */
export interface ProfileFieldsProps {
  values: ProfileFormValues;
  /** Messages per field (already in the interface language). */
  errors: Partial<Record<AccountField, string>>;
  /** Fields to mark red without a message of their own (blank required fields). */
  invalid?: ReadonlySet<AccountField>;
  onChange: (next: ProfileFormValues) => void;
  disabled?: boolean;
}

/**
 * The player part of the profile, shared by sign-up and /profile so both ask the same way:
 * names, username, age (optional), skill level (optional) and sports (at least one).
 */
export function PlayerFields({ values, errors, invalid, onChange, disabled }: ProfileFieldsProps) {
  const { t } = useTranslation('account');
  const text = useAccountText();
  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const marked = (field: AccountField) => invalid?.has(field) ?? false;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        maxLength={PROFILE_TEXT_MAX_LENGTH}
        value={values.firstName}
        error={errors.firstName}
        invalid={marked('firstName')}
        disabled={disabled}
        onChange={(event) => set('firstName', event.target.value)}
      />
      <TextField
        label={t('fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        maxLength={PROFILE_TEXT_MAX_LENGTH}
        value={values.lastName}
        error={errors.lastName}
        invalid={marked('lastName')}
        disabled={disabled}
        onChange={(event) => set('lastName', event.target.value)}
      />
      <TextField
        className="sm:col-span-2"
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // One rule (the domain's): the field takes as many characters as its hint says.
        maxLength={USERNAME_MAX_LENGTH}
        hint={text('auth.hints.username', USERNAME_LENGTH_PARAMS)}
        value={values.username}
        error={errors.username}
        invalid={marked('username')}
        disabled={disabled}
        onChange={(event) => set('username', event.target.value)}
      />
      <TextField
        label={t('fields.age')}
        labelNote={t('fields.optional')}
        name="age"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={values.age}
        error={errors.age}
        disabled={disabled}
        onChange={(event) => set('age', event.target.value)}
      />
      <SelectField
        label={t('fields.skillLevel')}
        labelNote={t('fields.optional')}
        name="skillLevel"
        value={values.skillLevel}
        error={errors.skillLevel}
        disabled={disabled}
        onChange={(event) => {
          const value = event.target.value;
          set('skillLevel', isSkillLevel(value) ? value : '');
        }}
      >
        <option value="">{t('fields.skillLevelNone')}</option>
        {SKILL_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`skillLevels.${level}`)}
          </option>
        ))}
      </SelectField>
      <SportsPicker
        className="sm:col-span-2"
        value={values.sports}
        error={errors.sports}
        disabled={disabled}
        onChange={(sports) => set('sports', sports)}
      />
    </div>
  );
}

/** Where the player plays: country (Mexico unless changed), state and city. */
export function LocationFields({ values, errors, onChange, disabled }: ProfileFieldsProps) {
  const { t } = useTranslation('account');
  const set = (field: 'country' | 'state' | 'city', value: string) => onChange({ ...values, [field]: value });
  return (
    // Container query: one column in the narrow sign-up card, three on the wide profile page.
    <div className="@container">
      <div className="grid gap-5 @2xl:grid-cols-3">
        <TextField
          label={t('fields.country')}
          name="country"
          autoComplete="country-name"
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          value={values.country}
          error={errors.country}
          disabled={disabled}
          onChange={(event) => set('country', event.target.value)}
        />
        <TextField
          label={t('fields.state')}
          labelNote={t('fields.optional')}
          name="state"
          autoComplete="address-level1"
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          value={values.state}
          error={errors.state}
          disabled={disabled}
          onChange={(event) => set('state', event.target.value)}
        />
        <TextField
          label={t('fields.city')}
          labelNote={t('fields.optional')}
          name="city"
          autoComplete="address-level2"
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          value={values.city}
          error={errors.city}
          disabled={disabled}
          onChange={(event) => set('city', event.target.value)}
        />
      </div>
    </div>
  );
}

/** Sports as large toggle chips; real checkboxes underneath, so keyboards and screen readers work. */
function SportsPicker({
  value,
  error,
  disabled,
  onChange,
  className,
}: {
  value: readonly ProfileSport[];
  error?: string | undefined;
  disabled?: boolean | undefined;
  onChange: (sports: ProfileSport[]) => void;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const errorId = useId();
  return (
    <fieldset
      className={cn('@container', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-court-900">{t('fields.sports')}</legend>
      <div className="grid grid-cols-2 gap-2 @xl:grid-cols-4">
        {PROFILE_SPORTS.map((sport) => {
          const checked = value.includes(sport);
          return (
            <label
              key={sport}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl border px-3 font-semibold transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-court-500',
                checked
                  ? 'border-court-700 bg-court-900 text-white'
                  : 'border-court-200 bg-white text-court-800 hover:border-court-300 hover:bg-court-50',
                error && !checked ? 'border-red-600' : '',
                disabled ? 'cursor-not-allowed opacity-60' : '',
              )}
            >
              <input
                type="checkbox"
                name="sports"
                value={sport}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(toggleSport(value, sport, PROFILE_SPORTS))}
                // Invisible but covering the whole chip, so a tap anywhere on it is a tap on the box.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-5 shrink-0 items-center justify-center rounded-md ring-1',
                  checked ? 'bg-ball-400 text-court-950 ring-ball-500' : 'bg-white ring-court-300',
                )}
              >
                {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
              </span>
              {t(`sports.${sport}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
