import type { InvitationSummary, SendInvitationRequest } from '@marcador/contracts';
import { INVITATION_MESSAGE_MAX, isValidEmail } from '@marcador/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Send, Share2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { AllowanceNote } from './allowance-note';
import { invitationsAllowance } from './contacts-allowance';
import { canShare, copyLink, shareLink } from './invite-link';
import { LoadFailed } from './load-failed';
import { networkApi } from './network-api';
import { INVITATIONS_KEY, useInvitations } from './network-queries';
import { SectionCard } from './section-card';

/**
 * /invite-friends (spec: e-mail invite, share link, copy link; decision 032): an invitation by e-mail
 * with the viewer's own message, and their personal link to copy or share. A friend who signs up
 * through either is connected with the viewer once they confirm their e-mail.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation('network');
  const { t: tm } = useTranslation();
  const invitations = useInvitations();
  return (
    <>
      <PageHeader eyebrow={t('network.eyebrow')} title={t('invite.title')} lead={t('invite.lead')} />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 md:py-10">
        {invitations.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
        {invitations.isError ? (
          <LoadFailed title={t('invite.loadFailed')} onRetry={() => void invitations.refetch()} />
        ) : null}
        {invitations.data ? (
          <>
            <InvitationsAllowanceNote summary={invitations.data} />
            <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
              <EmailInvitation />
              <PersonalLink link={invitations.data.link} />
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}

/** This month's e-mail invitations against the free plan, with Premium when few or none are left. */
function InvitationsAllowanceNote({ summary }: { summary: InvitationSummary }) {
  const { t } = useTranslation('network');
  const allowance = invitationsAllowance(summary);
  if (allowance.kind === 'unlimited') return null;
  return (
    <AllowanceNote
      standing={allowance}
      count={t('invite.allowance.count', { count: allowance.sent, limit: allowance.limit })}
      near={t('invite.allowance.near', { count: allowance.left })}
      full={t('invite.allowance.full')}
      upsell={t('invite.allowance.upsell')}
    />
  );
}

/** The `network` key of a refused invitation's message; a form field's own message comes from the server. */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'invite.errors.generic';
  if (error.code === 'invitations_limit') return 'invite.errors.limit';
  if (error.status === 429) return 'invite.errors.rateLimited';
  if (error.code === 'network_error') return 'errors.offline';
  return 'invite.errors.generic';
}

function EmailInvitation() {
  const { t } = useTranslation('network');
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: (body: SendInvitationRequest) => networkApi.invite(body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(INVITATIONS_KEY, answer.summary);
      showToast('success', { title: t('invite.sent', { email: body.email }) });
      setEmail('');
      setMessage('');
    },
    onError: (error) => {
      // A refusal may mean the month ran out meanwhile (another tab): the count is read again.
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      const field = error instanceof ApiRequestError ? error.fields.email : undefined;
      if (field) {
        setEmailError(field);
        focusEmail();
      }
    },
  });

  function focusEmail() {
    const element = formRef.current?.elements.namedItem('email');
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    // The server answers the same (the spec's "Please enter an email"; domain account messages).
    const problem =
      typed === ''
        ? t('invite.errors.emailRequired')
        : isValidEmail(typed)
          ? undefined
          : t('invite.errors.emailInvalid');
    setEmailError(problem);
    if (problem) {
      focusEmail();
      return;
    }
    invite.mutate({ email: typed, ...(message.trim() ? { message } : {}) });
  }

  const refused = invite.isError && !(invite.error instanceof ApiRequestError && invite.error.fields.email);
  return (
    <SectionCard title={t('invite.email.title')}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-5">
        {refused ? <Alert tone="error">{t(refusalKey(invite.error))}</Alert> : null}
        <TextField
          label={t('invite.email.address')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(undefined);
          }}
        />
        <TextAreaField
          label={t('invite.email.message')}
          labelNote={t('invite.email.optional')}
          name="message"
          maxLength={INVITATION_MESSAGE_MAX}
          rows={5}
          value={message}
          hint={t('invite.email.messageHint')}
          aside={t('invite.email.counter', { length: message.length, max: INVITATION_MESSAGE_MAX })}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" variant="court" className="justify-self-start" disabled={invite.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {invite.isPending ? t('invite.email.sending') : t('invite.email.send')}
        </Button>
      </form>
    </SectionCard>
  );
}

/** The personal link, read-only, with "Copiar enlace" and, where the browser has a share sheet, "Compartir". */
function PersonalLink({ link }: { link: string }) {
  const { t } = useTranslation('network');
  const [sharing] = useState(canShare);

  async function handleCopy() {
    // Absent on pages not served over HTTPS (or localhost).
    const outcome = await copyLink(link, navigator.clipboard as Clipboard | undefined);
    if (outcome === 'done') showToast('success', { title: t('invite.link.copied') });
    else showToast('error', { title: t('invite.link.copyFailed') });
  }

  async function handleShare() {
    const shared = { title: t('invite.link.shareTitle'), text: t('invite.link.shareText'), url: link };
    const outcome = await shareLink(shared, (data) => navigator.share(data));
    if (outcome === 'failed') showToast('error', { title: t('invite.link.shareFailed') });
  }

  return (
    <SectionCard title={t('invite.link.title')}>
      <div className="grid gap-4">
        <p className="text-muted">{t('invite.link.lead')}</p>
        <TextField
          label={t('invite.link.label')}
          name="link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void handleCopy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t('invite.link.copy')}
          </Button>
          {sharing ? (
            <Button variant="secondary" onClick={() => void handleShare()}>
              <Share2 aria-hidden="true" className="size-4" />
              {t('invite.link.share')}
            </Button>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
