import { type MatchRules, matchUpFormatCode } from '@marcador/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { formatName } from '../../lib/match/format-name';
import { useSetupTranslation } from '../../lib/use-translation';
import { FORMAT_PRESETS, presetOf, presetRules } from './format-presets';

const CustomFormatDialog = lazyDialog(() => import('./custom-format-dialog').then((m) => m.CustomFormatDialog));

/**
 * The match's format: a named preset, or one made in "Personalizar" (shown as "Personalizado" when it
 * is none of the presets), named in words and as its TODS code.
 */
export function FormatFields({ rules, onChange }: { rules: MatchRules; onChange: (rules: MatchRules) => void }) {
  const { t } = useSetupTranslation();
  const [customising, setCustomising] = useState(false);
  const preset = presetOf(rules);
  const options = [
    ...FORMAT_PRESETS.map((value) => ({ value, label: t(`setup.formats.${value}`) })),
    ...(preset === null ? [{ value: 'custom' as const, label: t('setup.formats.custom') }] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend={t('setup.format')}
        name="format"
        value={preset ?? 'custom'}
        options={options}
        onChange={(value) => {
          if (value !== 'custom') onChange(presetRules(value, rules.sport));
        }}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 text-sm wrap-anywhere text-muted" data-testid="format-summary">
          {formatName(rules, t)} · <span className="font-mono">{matchUpFormatCode(rules)}</span>
        </p>
        <Button variant="secondary" onClick={() => setCustomising(true)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('setup.customise')}
        </Button>
      </div>
      <CustomFormatDialog
        open={customising}
        rules={rules}
        onApply={(custom) => {
          setCustomising(false);
          onChange(custom);
        }}
        onClose={() => setCustomising(false)}
      />
    </div>
  );
}
