import { Check } from 'lucide-react';
import { PREMIUM_FEATURE_LIST } from '../../lib/billing';
import { useTranslation } from '../../lib/use-translation';

/** The list of what Premium includes, with a check mark each. */
export function PremiumFeatures({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <ul className={className}>
      {PREMIUM_FEATURE_LIST.map((feature) => (
        <li key={feature} className="flex gap-3 py-2">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-grass-600" strokeWidth={3} />
          <span className="font-medium text-court-900">{t(`features.${feature}`)}</span>
        </li>
      ))}
    </ul>
  );
}
