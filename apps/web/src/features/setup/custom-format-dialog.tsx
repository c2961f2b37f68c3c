import {
  BEST_OF,
  DEUCE_RULES,
  FINAL_SETS,
  MATCH_FORMAT_CODE_MAX_LENGTH,
  type MatchFormatError,
  type MatchRules,
  matchUpFormatCode,
  parseMatchUpFormat,
  SET_GAMES_MAX,
  SET_GAMES_MIN,
  TIEBREAK_TO_MAX,
  TIEBREAK_TO_MIN,
} from '@marcador/domain';
import { Dialog } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { TextField } from '../../components/ui/field';
import { useSetupTranslation } from '../../lib/use-translation';
import {
  choicesOf,
  type FormatChoices,
  rulesOf,
  SET_GAMES_CHOICES,
  TIEBREAK_CHOICES,
  withCurrent,
} from './format-choices';

/** The bounds a refused code's message names, for the kinds whose limits are numbers. */
const ERROR_BOUNDS: Partial<Record<MatchFormatError, { min: number; max: number }>> = {
  set: { min: SET_GAMES_MIN, max: SET_GAMES_MAX },
  tiebreak: { min: TIEBREAK_TO_MIN, max: TIEBREAK_TO_MAX },
};

/**
 * "Personalizar formato": each rule of the format, or a TODS code typed in. "Aplicar" plays what the
 * code field says (it follows every choice, so untouched it is the choices' code); a code the engine
 * cannot play is explained and changes nothing.
 */
export function CustomFormatDialog({
  open,
  rules,
  onApply,
  onClose,
}: {
  open: boolean;
  /** The format chosen so far; its sport is kept. */
  rules: MatchRules;
  onApply: (rules: MatchRules) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-lift sm:p-6">
          <CustomFormatForm rules={rules} onApply={onApply} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CustomFormatForm({ rules, onApply }: { rules: MatchRules; onApply: (rules: MatchRules) => void }) {
  const { t } = useSetupTranslation();
  const [choices, setChoices] = useState(() => choicesOf(rules));
  const [code, setCode] = useState(() => matchUpFormatCode(rules) ?? '');
  const [error, setError] = useState<MatchFormatError | null>(null);
  const codeField = useRef<HTMLDivElement>(null);
  const chosen = rulesOf(choices, rules.sport);

  const choose = (change: Partial<FormatChoices>) => {
    const next = { ...choices, ...change };
    setChoices(next);
    setCode(matchUpFormatCode(rulesOf(next, rules.sport)) ?? '');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up its own tree, portals included: the set-up's form around the dialog's
    // opener would take this submit as "Guardar y empezar".
    event.stopPropagation();
    const parsed = parseMatchUpFormat(code, rules.sport);
    if (parsed.ok) return onApply(parsed.rules);
    setError(parsed.error);
    // The field, now marked invalid, reads its message out.
    codeField.current?.querySelector('input')?.focus();
  };

  const numbers = (values: readonly number[], label: (value: number) => string) =>
    values.map((value) => ({ value: String(value), label: label(value) }));
  const early = Math.max(1, choices.setGames - 1);
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div>
        <Dialog.Title className="font-display text-xl font-extrabold text-court-900">
          {t('setup.customFormat.title')}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-muted">{t('setup.customFormat.description')}</Dialog.Description>
      </div>
      <ChoiceGroup
        legend={t('setup.customFormat.sets')}
        name="custom-best-of"
        value={String(choices.bestOf)}
        options={numbers(BEST_OF, (bestOf) => t(`format.bestOf_${bestOf}`))}
        onChange={(value) => choose({ bestOf: Number(value) as FormatChoices['bestOf'] })}
      />
      <ChoiceGroup
        legend={t('setup.customFormat.setGames')}
        name="custom-set-games"
        value={String(choices.setGames)}
        options={numbers(withCurrent(SET_GAMES_CHOICES, choices.setGames), (games) =>
          t('setup.customFormat.games', { games }),
        )}
        onChange={(value) => choose({ setGames: Number(value) })}
      />
      <ChoiceGroup
        legend={t('setup.customFormat.tiebreak')}
        name="custom-tiebreak"
        value={String(choices.tiebreakTo ?? 'none')}
        options={[
          ...numbers(withCurrent(TIEBREAK_CHOICES, choices.tiebreakTo), (to) =>
            t('setup.customFormat.tiebreakTo', { to }),
          ),
          { value: 'none', label: t('setup.customFormat.noTiebreak') },
        ]}
        onChange={(value) => choose({ tiebreakTo: value === 'none' ? null : Number(value) })}
      />
      {choices.tiebreakTo !== null && early < choices.setGames ? (
        <ChoiceGroup
          legend={t('setup.customFormat.tiebreakStart')}
          name="custom-tiebreak-at"
          value={choices.tiebreakEarly ? 'early' : 'games'}
          options={[
            { value: 'games', label: t('setup.customFormat.tiebreakAt', { at: choices.setGames }) },
            { value: 'early', label: t('setup.customFormat.tiebreakAt', { at: early }) },
          ]}
          onChange={(value) => choose({ tiebreakEarly: value === 'early' })}
        />
      ) : null}
      <ChoiceGroup
        legend={t('setup.deuce')}
        name="custom-deuce"
        value={choices.deuce}
        options={DEUCE_RULES.map((deuce) => ({ value: deuce, label: t(`setup.deuceRules.${deuce}`) }))}
        onChange={(deuce) => choose({ deuce })}
      />
      {choices.bestOf > 1 ? (
        <ChoiceGroup
          legend={t('setup.finalSet')}
          name="custom-final-set"
          value={chosen.finalSet}
          // Sets without tie-break: a deciding set without one is just a full set.
          options={FINAL_SETS.filter((finalSet) => finalSet !== 'noTiebreak' || choices.tiebreakTo !== null).map(
            (finalSet) => ({ value: finalSet, label: t(`setup.finalSets.${finalSet}`) }),
          )}
          onChange={(finalSet) => choose({ finalSet })}
        />
      ) : null}
      <div ref={codeField}>
        <TextField
          label={t('setup.customFormat.code')}
          hint={t('setup.customFormat.codeHint')}
          error={error ? t(`setup.customFormat.errors.${error}`, ERROR_BOUNDS[error]) : undefined}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          maxLength={MATCH_FORMAT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[overflow-wrap:anywhere]"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('secondary')}>{t('setup.customFormat.cancel')}</Dialog.Close>
        <Button type="submit">{t('setup.customFormat.apply')}</Button>
      </div>
    </form>
  );
}
