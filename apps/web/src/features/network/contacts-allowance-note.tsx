import { useTranslation } from '../../lib/use-translation';
import { AllowanceNote } from './allowance-note';
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
  return (
    <AllowanceNote
      standing={allowance}
      count={t(`${copy}.count`, { count: allowance.contacts, limit: allowance.limit })}
      near={t(`${copy}.near`, { count: allowance.left })}
      full={t(`${copy}.full`)}
      upsell={t(`${copy}.upsell`)}
    />
  );
}
