import { Crown } from 'lucide-react';
import { PremiumLink } from '../../components/premium/premium-link';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { contactsAllowance } from './contacts-allowance';

/**
 * The free plan's count against its limit ("12 de 25 contactos"), with Premium offered once few
 * places are left or none; Premium (no limit) shows nothing here. `copy` names the texts: the
 * network's contacts (`allowance`) or the saved ones (`savedAllowance`).
 */
export function ContactsAllowanceNote({
  count,
  limit,
  copy = 'allowance',
}: {
  count: number;
  limit: number | null;
  copy?: 'allowance' | 'savedAllowance';
}) {
  const { t } = useTranslation('network');
  const allowance = contactsAllowance(count, limit);
  if (allowance.kind === 'unlimited') return null;
  const tight = allowance.kind !== 'room';
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl p-4 ring-1',
        tight ? 'bg-ball-200/60 ring-ball-500/40' : 'bg-white ring-court-200',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold text-court-900">
          {t(`${copy}.count`, { count: allowance.contacts, limit: allowance.limit })}
        </p>
        {tight ? (
          <p className="mt-0.5 text-sm text-court-800">
            {allowance.kind === 'full' ? t(`${copy}.full`) : t(`${copy}.near`, { count: allowance.left })}
          </p>
        ) : null}
      </div>
      {tight ? (
        <PremiumLink to="/precios" className={buttonClasses('primary')}>
          <Crown aria-hidden="true" className="size-4" />
          {t(`${copy}.upsell`)}
        </PremiumLink>
      ) : null}
    </div>
  );
}
