import type { SavedContact } from '@marcador/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { AddToMatchButton, type MatchPick } from './add-to-match-button';
import { ContactsAllowanceNote } from './contacts-allowance-note';
import { LazyConfirmChangeDialog as ConfirmChangeDialog } from './lazy-confirm-change-dialog';
import { ListStates } from './list-states';
import { networkErrorKey } from './network-errors';
import { SAVED_CONTACTS_KEY, savedContactsApi, useSavedContacts } from './saved-contacts-api';
import { SectionCard } from './section-card';

/** /contacts' saved contacts: the free plan's allowance, then each with edit and delete, or "add to match" when picking. */
export function SavedContactsSection({ pick }: { pick: MatchPick | null }) {
  const { t } = useTranslation('network');
  const saved = useSavedContacts();
  return (
    <SectionCard title={t('contacts.saved.title')}>
      <p className="mb-4 text-muted">{t('contacts.saved.lead')}</p>
      {saved.data ? (
        <div className="mb-4">
          <ContactsAllowanceNote
            count={saved.data.summary.count}
            limit={saved.data.summary.limit}
            copy="savedAllowance"
          />
        </div>
      ) : null}
      <ListStates
        query={saved}
        isEmpty={saved.data?.contacts.length === 0}
        failedTitle={t('contacts.saved.loadFailed')}
        empty={t('contacts.saved.empty')}
        hint={t('contacts.saved.emptyHint')}
      />
      {saved.data && saved.data.contacts.length > 0 ? (
        <ul className="grid gap-3">
          {saved.data.contacts.map((contact) => (
            <li key={contact.id}>
              <SavedContactItem contact={contact} pick={pick} />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}

function SavedContactItem({ contact, pick }: { contact: SavedContact; pick: MatchPick | null }) {
  const { t } = useTranslation('network');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => savedContactsApi.remove(contact.id),
    onError: (error) => showToast('error', { title: t(networkErrorKey(error)) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_CONTACTS_KEY }),
  });
  return (
    <article className="flex flex-col gap-3 rounded-3xl bg-court-50 p-4 md:flex-row md:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="font-display text-lg font-bold text-court-900 [overflow-wrap:anywhere]">{contact.name}</h3>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">{contact.email}</p>
        {contact.registered ? (
          <span className="justify-self-start rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">
            {t('contacts.saved.registered')}
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {pick ? (
          <AddToMatchButton pick={pick} player={{ email: contact.email, name: contact.name }} />
        ) : (
          <>
            <Link
              to={`/add-player?id=${encodeURIComponent(contact.id)}`}
              className={buttonClasses('secondary')}
              aria-label={t('contacts.saved.editNamed', { name: contact.name })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('contacts.saved.edit')}
            </Link>
            <Button
              variant="ghost"
              disabled={remove.isPending}
              aria-label={t('contacts.saved.deleteNamed', { name: contact.name })}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('contacts.saved.delete')}
            </Button>
          </>
        )}
      </div>
      <ConfirmChangeDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('contacts.saved.confirm.title', { name: contact.name })}
        body={t('contacts.saved.confirm.body')}
        confirmLabel={t('contacts.saved.delete')}
        keepLabel={t('confirm.keep')}
        onConfirm={() => remove.mutate()}
      />
    </article>
  );
}
