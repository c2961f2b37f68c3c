import type { Court, CourtSurface } from '@marcador/contracts';
import { COURT_NAME_MAX_LENGTH, COURT_SURFACES } from '@marcador/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { SelectField, TextField } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { CheckRow } from './check-row';
import { courtAdminApi } from './court-admin-api';
import { courtAdminErrorMessage } from './court-admin-errors';
import { useAreaChanged } from './court-admin-queries';

interface CourtValues {
  name: string;
  surface: CourtSurface;
  indoor: boolean;
  isActive: boolean;
}

const NEW_COURT: CourtValues = { name: '', surface: 'artificial_grass', indoor: false, isActive: true };

/**
 * Adds a court (`court` null) or edits one, in a dialog named by its title. A name already used at
 * the venue (409 `court_name_taken`) is said on the name field; the focus goes back to the opening
 * button when it closes (Radix).
 */
export function CourtDialog({
  venueId,
  court,
  open,
  onClose,
}: {
  venueId: string;
  court: Court | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const changed = useAreaChanged();
  const [values, setValues] = useState<CourtValues>(NEW_COURT);
  const [nameMissing, setNameMissing] = useState(false);
  const save = useMutation({
    mutationFn: (next: CourtValues) =>
      court ? courtAdminApi.updateCourt(venueId, court.id, next) : courtAdminApi.addCourt(venueId, next),
    onSuccess: async () => {
      await changed();
      onClose();
    },
  });
  const { reset } = save;

  useEffect(() => {
    if (!open) return;
    setValues(
      court ? { name: court.name, surface: court.surface, indoor: court.indoor, isActive: court.isActive } : NEW_COURT,
    );
    setNameMissing(false);
    reset();
  }, [open, court, reset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    setNameMissing(!name);
    if (name) save.mutate({ ...values, name });
  };
  const failure = save.error;
  const nameTaken = failure instanceof ApiRequestError && failure.code === 'court_name_taken';
  const message = failure ? courtAdminErrorMessage(failure, i18n.language) : null;
  const nameError = nameMissing
    ? t('courtAdmin.courts.nameRequired')
    : nameTaken && message
      ? t(message.key)
      : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          <Dialog.Title className="font-display text-xl font-extrabold text-court-900 [overflow-wrap:anywhere]">
            {court ? t('courtAdmin.courts.editTitle', { name: court.name }) : t('courtAdmin.courts.addTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('courtAdmin.courts.dialogLead')}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
            {failure && !nameTaken && message ? <Alert tone="error">{t(message.key, message.values)}</Alert> : null}
            <TextField
              label={t('courtAdmin.courts.name')}
              value={values.name}
              maxLength={COURT_NAME_MAX_LENGTH}
              error={nameError}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
            <SelectField
              label={t('courtAdmin.courts.surface')}
              value={values.surface}
              onChange={(event) => setValues({ ...values, surface: event.target.value as CourtSurface })}
            >
              {COURT_SURFACES.map((surface) => (
                <option key={surface} value={surface}>
                  {t(`courtAdmin.surfaces.${surface}`)}
                </option>
              ))}
            </SelectField>
            <ChoiceGroup
              legend={t('courtAdmin.courts.setting')}
              name="indoor"
              value={values.indoor ? 'indoor' : 'outdoor'}
              options={[
                { value: 'outdoor', label: t('courtAdmin.courts.outdoor') },
                { value: 'indoor', label: t('courtAdmin.courts.indoor') },
              ]}
              onChange={(choice) => setValues({ ...values, indoor: choice === 'indoor' })}
            />
            <CheckRow
              checked={values.isActive}
              onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
            >
              {t('courtAdmin.courts.activeLabel')}
            </CheckRow>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClasses('secondary')}>{t('courtAdmin.common.cancel')}</Dialog.Close>
              <Button type="submit" variant="court" disabled={save.isPending}>
                {save.isPending ? t('courtAdmin.common.saving') : t('courtAdmin.courts.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
