import type { PasswordChecks } from '@marcador/domain';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

/**
 * The parts of a password rule as a live checklist under the field. `symbols` names the accepted
 * symbols when the rule limits them (the profile rule: !@#$%^&*).
 */
export function PasswordChecklist({
  checks,
  minLength,
  symbols,
  id,
}: {
  checks: PasswordChecks;
  minLength: number;
  symbols?: string;
  id?: string;
}) {
  const { t } = useTranslation('account');
  const items: Array<[keyof PasswordChecks, string]> = [
    ['length', t('password.checks.length', { min: minLength })],
    ['uppercase', t('password.checks.uppercase')],
    ['digit', t('password.checks.digit')],
    ['symbol', symbols ? t('password.checks.symbolFrom', { symbols }) : t('password.checks.symbol')],
  ];
  return (
    <ul id={id} aria-label={t('password.checks.label')} className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {items.map(([key, label]) => {
        const met = checks[key];
        return (
          <li key={key} className={cn('flex items-center gap-1.5', met ? 'text-grass-700' : 'text-muted')}>
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            <span>
              {label}
              <span className="sr-only"> ({met ? t('password.checks.met') : t('password.checks.missing')})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
