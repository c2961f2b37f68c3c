import type { CreateTournamentRequest, TournamentPreview } from '@marcador/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { PreviewStep } from './preview-step';
import { SetupFields } from './setup-fields';
import {
  EMPTY_DRAFT,
  errorsStillTrue,
  type SetupDraft,
  type SetupErrors,
  setupErrorOfResponse,
  setupRequest,
} from './setup-form';
import { rotationPath } from './tournament-links';
import { tournamentsApi } from './tournaments-api';

/**
 * /tournament-preview (decision 045): the set-up form, then the schedule it would create,
 * saved nowhere until the organiser starts it. "Change" goes back to the form as it was.
 */
export function TournamentSetupPage() {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SetupDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<SetupErrors>({});
  const [shown, setShown] = useState<{ request: CreateTournamentRequest; preview: TournamentPreview } | null>(null);

  const preview = useMutation({
    mutationFn: (request: CreateTournamentRequest) =>
      tournamentsApi.preview(request).then((p) => ({ request, preview: p })),
    onSuccess: (result) => setShown(result),
    onError: (error) => refused(error, 'setup.previewFailed'),
  });
  const create = useMutation({
    mutationFn: tournamentsApi.create,
    onSuccess: (detail) => navigate(rotationPath(detail.tournament)),
    onError: (error) => refused(error, 'setup.createFailed'),
  });

  /** A refusal about the players goes back to the form beside them; anything else is a toast. */
  function refused(error: unknown, toastKey: string) {
    const setupError = setupErrorOfResponse(error);
    if (setupError) {
      setShown(null);
      setErrors({ players: setupError });
      return;
    }
    showToast('error', { title: t(toastKey) });
  }

  const handlePreview = (event: FormEvent) => {
    event.preventDefault();
    const checked = setupRequest(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) preview.mutate(checked.request);
  };

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={shown ? t('preview.title') : t('setup.title')} lead={t('setup.lead')} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-8">
        {shown ? (
          <PreviewStep
            name={shown.request.name}
            preview={shown.preview}
            starting={create.isPending}
            onBack={() => setShown(null)}
            onStart={() => create.mutate(shown.request)}
          />
        ) : (
          <form
            noValidate
            onSubmit={handlePreview}
            className="grid gap-6 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8"
          >
            <SetupFields
              draft={draft}
              errors={errors}
              onChange={(next) => {
                setDraft(next);
                setErrors((shown) => errorsStillTrue(shown, next));
              }}
            />
            <Button type="submit" size="lg" disabled={preview.isPending}>
              {preview.isPending ? <Spinner label={t('setup.previewing')} /> : t('setup.preview')}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
