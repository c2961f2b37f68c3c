import type { SavedContact } from '@marcador/contracts';
import { FREE_SAVED_CONTACTS_LIMIT } from '@marcador/contracts/limits';
import { EMAIL_MAX_LENGTH, PLAYER_NAME_MAX_LENGTH, savedContactIssues } from '@marcador/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PremiumLink } from '../../components/premium/premium-link';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { PICK_FOR_SETUP } from './contacts-page';
import { networkErrorKey } from './network-errors';
import { SAVED_CONTACTS_KEY, savedContactsApi, useSavedContacts } from './saved-contacts-api';

/**
 * /add-player: saves a contact by hand, a name and an e-mail (a person with or without an account),
 * or edits one (?id=). Back on /contacts afterwards; opened while picking for the set-up
 * (?pick=setup), it goes back to that pick.
 */
export function AddPlayerPage() {
  const { t } = useTranslation('network');
  const { t: tm } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const saved = useSavedContacts();
  if (id === null) return <ContactForm contact={null} picking={params.get('pick') === 'setup'} />;
  if (saved.isPending) return <LoadingScreen label={tm('common.loading')} />;
  const contact = saved.data?.contacts.find((candidate) => candidate.id === id);
  if (!contact) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 sm:px-8">
        <Alert tone="error" title={t(saved.isError ? 'contacts.saved.loadFailed' : 'contacts.form.notFound')} />
        <Link to="/contacts" className={buttonClasses('secondary', 'md', 'justify-self-start')}>
          {t('contacts.form.back')}
        </Link>
      </div>
    );
  }
  return <ContactForm contact={contact} picking={false} />;
}

function ContactForm({ contact, picking }: { contact: SavedContact | null; picking: boolean }) {
  const { t } = useTranslation('network');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [submitted, setSubmitted] = useState(false);
  const issues = savedContactIssues({ name, email });
  const issueOf = (field: 'name' | 'email') => {
    const issue = submitted ? issues.find((candidate) => candidate.field === field) : undefined;
    return issue
      ? t(`contacts.form.errors.${field}.${issue.problem}`, {
          max: field === 'name' ? PLAYER_NAME_MAX_LENGTH : EMAIL_MAX_LENGTH,
        })
      : undefined;
  };
  const back = picking ? `/contacts?${PICK_FOR_SETUP}` : '/contacts';
  const save = useMutation({
    mutationFn: () =>
      contact ? savedContactsApi.change(contact.id, { name, email }) : savedContactsApi.add({ name, email }),
    onSuccess: async ({ contact: stored }) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_CONTACTS_KEY });
      showToast('success', { title: t('contacts.form.saved', { name: stored.name }) });
      void navigate(back);
    },
  });
  const refusal = save.error;
  const atLimit = refusal instanceof ApiRequestError && refusal.code === 'saved_contacts_limit';

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length === 0) save.mutate();
  }

  return (
    <>
      <PageHeader
        eyebrow={t('network.eyebrow')}
        title={t(contact ? 'contacts.form.editTitle' : 'titles.addPlayer')}
        lead={t('contacts.form.lead')}
      />
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-8 md:py-10">
        <Link to={back} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
          {t('contacts.form.back')}
        </Link>
        <Card>
          <form noValidate onSubmit={submit} className="grid gap-5">
            <TextField
              label={t('contacts.form.name')}
              autoComplete="off"
              value={name}
              maxLength={PLAYER_NAME_MAX_LENGTH}
              error={issueOf('name')}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label={t('contacts.form.email')}
              type="email"
              autoComplete="off"
              value={email}
              maxLength={EMAIL_MAX_LENGTH}
              hint={t('contacts.form.emailHint')}
              error={issueOf('email')}
              onChange={(event) => setEmail(event.target.value)}
            />
            {refusal ? (
              <Alert tone="error" title={t(networkErrorKey(refusal), { limit: FREE_SAVED_CONTACTS_LIMIT })}>
                {atLimit ? (
                  <PremiumLink to="/precios" className={buttonClasses('primary', 'md', 'mt-2')}>
                    <Crown aria-hidden="true" className="size-4" />
                    {t('savedAllowance.upsell')}
                  </PremiumLink>
                ) : null}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="justify-self-stretch sm:justify-self-end"
              disabled={save.isPending}
            >
              {t('contacts.form.submit')}
            </Button>
          </form>
        </Card>
      </div>
    </>
  );
}
