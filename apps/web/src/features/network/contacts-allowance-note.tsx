import type { NetworkSummary } from '@marcador/contracts';
import { useTranslation } from '../../lib/use-translation';
import { AllowanceNote } from './allowance-note';
import { contactsAllowance } from './contacts-allowance';

/**
 * The free plan's count against its limit ("12 de 25 contactos"), with Premium offered once few
 * places are left or none; Premium (no limit) shows nothing here.
 */
export function ContactsAllowanceNote({ summary }: { summary: NetworkSummary }) {
  const { t } = useTranslation('network');
  const allowance = contactsAllowance(summary);
  if (allowance.kind === 'unlimited') return null;
  return (
    <AllowanceNote
      standing={allowance}
      count={t('allowance.count', { count: allowance.contacts, limit: allowance.limit })}
      near={t('allowance.near', { count: allowance.left })}
      full={t('allowance.full')}
      upsell={t('allowance.upsell')}
    />
  );
}
