import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import type { SetupErrorKey } from './setup-form';
import { useContactsToPick } from './tournaments-api';

const WRAP = '[overflow-wrap:anywhere]';

/**
 * The saved contacts, opened on demand, each with a button adding them as a player; a contact already
 * in says so under its name. Contacts carry no account id (decision 031), so they join by name.
 */
export function ContactsPicker({ onPick }: { onPick: (name: string) => SetupErrorKey | null }) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('setup.contacts.hide') : t('setup.contacts.show')}
      </Button>
      {open ? <ContactsList onPick={onPick} /> : null}
    </div>
  );
}

function ContactsList({ onPick }: { onPick: (name: string) => SetupErrorKey | null }) {
  const { t } = useTranslation('tournaments');
  const contacts = useContactsToPick();
  const [refused, setRefused] = useState<{ id: string; error: SetupErrorKey } | null>(null);
  if (contacts.isPending) return <Spinner label={t('setup.contacts.loading')} className="py-3" />;
  if (contacts.isError) return <p className="py-2 text-sm text-red-700">{t('setup.contacts.failed')}</p>;
  if (contacts.data.contacts.length === 0)
    return <p className="py-2 text-sm text-muted">{t('setup.contacts.empty')}</p>;
  return (
    <ul aria-label={t('setup.contacts.title')} className="mt-2 grid gap-2">
      {contacts.data.contacts.map((contact) => (
        <li
          key={contact.id}
          className="flex items-center justify-between gap-2 rounded-2xl ring-1 ring-court-100 py-1 pr-1 pl-4"
        >
          <span className={`min-w-0 ${WRAP}`}>
            {contact.name}
            {refused?.id === contact.id ? <span className="block text-sm text-red-700">{t(refused.error)}</span> : null}
          </span>
          <Button
            variant="ghost"
            aria-label={t('setup.contacts.add', { name: contact.name })}
            onClick={() => {
              const error = onPick(contact.name);
              setRefused(error ? { id: contact.id, error } : null);
            }}
          >
            {t('setup.contacts.addShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
