import type { ContactRequest, ContactResponse } from '@marcador/contracts';
import { useMutation } from '@tanstack/react-query';
import { Building2, CircleAlert, CircleCheck, Clock, Crown, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ApiRequestError, apiErrorMessageKey } from '../../lib/api';
import { api } from '../../lib/api-client';
import { usePageTranslation } from '../../lib/use-translation';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  MESSAGE_MAX,
  MESSAGE_MIN,
  serverFieldErrors,
  validateContact,
} from './contact-validation';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };

export function ContactPage() {
  const { t } = usePageTranslation('legal');
  return (
    <>
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-5 py-12 sm:px-8 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm />
        <aside aria-label={t('contact.aside.label')} className="space-y-4">
          <InfoCard icon={<Building2 aria-hidden="true" className="size-5" />} id="clubs" />
          <InfoCard icon={<Crown aria-hidden="true" className="size-5" />} id="premium" />
          <InfoCard icon={<Clock aria-hidden="true" className="size-5" />} id="response" />
        </aside>
      </div>
    </>
  );
}

function InfoCard({ icon, id }: { icon: React.ReactNode; id: string }) {
  const { t } = usePageTranslation('legal');
  return (
    <div className="flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-court-900 text-ball-300">
        {icon}
      </span>
      <div>
        <h2 className="font-display font-bold text-court-900">{t(`contact.aside.${id}.title`)}</h2>
        <p className="mt-1 text-sm text-muted">{t(`contact.aside.${id}.body`)}</p>
      </div>
    </div>
  );
}

function ContactForm() {
  const { t } = usePageTranslation('legal');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<{ response: ContactResponse; request: ContactRequest } | null>(null);

  const mutation = useMutation({
    mutationFn: (input: ContactRequest) => api.sendContact(input),
    onSuccess: (response, request) => setSent({ response, request }),
    onError: (error, request) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        const fieldErrors = serverFieldErrors(error.fields, request);
        setErrors(fieldErrors);
        focusFirstInvalid(fieldErrors);
      }
    },
  });

  function focusFirstInvalid(found: ContactErrors) {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleChange(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Errors appear on submit (not on blur, which would shift the button under the pointer)
    // and then follow the typing, so a fixed field clears at once.
    if (attempted) setErrors(validateContact(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    mutation.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  }

  function handleReset() {
    setValues(EMPTY);
    setErrors({});
    setAttempted(false);
    setSent(null);
    mutation.reset();
  }

  if (sent)
    return (
      <SentPanel name={sent.request.name} email={sent.request.email} id={sent.response.id} onAgain={handleReset} />
    );

  const fieldError = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);
  const failure = mutation.isError ? mutation.error : null;
  const length = values.message.trim().length;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="contact-form-title"
      className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-10"
    >
      <h2 id="contact-form-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 text-muted">{t('contact.form.required')}</p>

      {failure ? (
        <div role="alert" className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{t(apiErrorMessageKey(failure))}</p>
        </div>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.fields.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          error={fieldError('name')}
          onChange={(event) => handleChange('name', event.target.value)}
        />
        <TextField
          label={t('contact.fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={fieldError('email')}
          onChange={(event) => handleChange('email', event.target.value)}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('contact.fields.message')}
          name="message"
          required
          maxLength={MESSAGE_MAX}
          rows={7}
          value={values.message}
          hint={t('contact.fields.messageHint', { min: MESSAGE_MIN, max: MESSAGE_MAX })}
          aside={t('contact.fields.counter', { length, max: MESSAGE_MAX })}
          error={fieldError('message')}
          onChange={(event) => handleChange('message', event.target.value)}
        />
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button type="submit" variant="court" size="lg" disabled={mutation.isPending}>
          <Send aria-hidden="true" className="size-5" />
          {mutation.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
        <p className="text-sm text-muted">{t('contact.form.privacy')}</p>
      </div>
    </form>
  );
}

/** Replaces the form once the server stored the message; takes focus so the confirmation is read out. */
function SentPanel({ name, email, id, onAgain }: { name: string; email: string; id: string; onAgain: () => void }) {
  const { t } = usePageTranslation('legal');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-[28px] bg-white p-8 shadow-card ring-1 ring-grass-500/30 sm:p-10">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-grass-100 text-grass-700">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display text-3xl font-extrabold text-court-900 focus:outline-none"
      >
        {t('contact.success.title')}
      </h2>
      <p className="mt-3 text-lg text-muted">{t('contact.success.body', { name, email })}</p>
      <p className="mt-2 text-sm text-muted">{t('contact.success.reference', { id })}</p>
      <Button variant="secondary" className="mt-8" onClick={onAgain}>
        {t('contact.success.again')}
      </Button>
    </div>
  );
}
