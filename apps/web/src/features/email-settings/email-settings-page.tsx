import type { EmailSettingsResponse, EmailSettingsUpdate, NotificationKind } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Lock, Megaphone, RotateCw, ShieldCheck, UserPlus } from 'lucide-react';
import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { showToast } from '../../lib/toast';
import { usePublicConfig } from '../../lib/use-public-config';
import { useTranslation } from '../../lib/use-translation';
import { notificationKindsShown } from './notification-kinds-shown';

const settingsKey = ['email-settings'] as const;
const CATEGORIES = [
  { id: 'invitations', icon: UserPlus },
  { id: 'marketing', icon: Megaphone },
] as const;

/** The settings with a change applied: a notification kind's choice joins the others. */
function withChange(settings: EmailSettingsResponse, next: EmailSettingsUpdate): EmailSettingsResponse {
  return { ...settings, ...next, notifications: { ...settings.notifications, ...next.notifications } };
}

/**
 * /email-settings: opt out of invitation and marketing e-mail, and choose which notification kinds
 * also come by e-mail (every kind the bell knows, decision 033). Transactional mail (confirmation,
 * password recovery) always goes, so it shows as locked on. Each switch saves at once.
 */
export function EmailSettingsPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api.getEmailSettings(signal) });
  const kinds = notificationKindsShown(usePublicConfig().data?.flags);

  const save = useMutation({
    mutationFn: (next: EmailSettingsUpdate) => api.updateEmailSettings(next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<EmailSettingsResponse>(settingsKey);
      if (previous) queryClient.setQueryData(settingsKey, withChange(previous, next));
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      showToast('success', { title: t('emailSettings.saved') });
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKey, context.previous);
      showToast('error', { title: t('emailSettings.saveFailed'), description: apiErrorText(error, tm) });
    },
  });

  return (
    <>
      <PageHeader
        eyebrow={t('emailSettings.eyebrow')}
        title={t('emailSettings.title')}
        lead={settings.data ? t('emailSettings.lead', { email: settings.data.email }) : undefined}
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
        {settings.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
        {settings.isError ? (
          <div className="grid gap-4">
            <Alert tone="error" title={t('emailSettings.loadFailed')}>
              {apiErrorText(settings.error, tm)}
            </Alert>
            <Button variant="secondary" className="justify-self-start" onClick={() => void settings.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('profile.retry')}
            </Button>
          </div>
        ) : null}
        {settings.data ? (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-[28px] bg-white shadow-card ring-1 ring-court-900/8">
            {CATEGORIES.map(({ id, icon }) => (
              <SettingRow
                key={id}
                icon={icon}
                title={t(`emailSettings.categories.${id}.title`)}
                body={t(`emailSettings.categories.${id}.body`)}
              >
                {(labelId, bodyId) => (
                  <SettingSwitch
                    labelId={labelId}
                    bodyId={bodyId}
                    checked={settings.data[id]}
                    disabled={save.isPending}
                    onChange={(checked) => {
                      const { invitations, marketing } = settings.data;
                      save.mutate({ invitations, marketing, [id]: checked });
                    }}
                  />
                )}
              </SettingRow>
            ))}
            <SettingRow
              icon={ShieldCheck}
              title={t('emailSettings.categories.transactional.title')}
              body={t('emailSettings.categories.transactional.body')}
            >
              {() => (
                <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-court-50 px-3 py-1.5 text-xs font-bold uppercase tracking-wide text-court-700 ring-1 ring-court-100">
                  <Lock aria-hidden="true" className="size-3.5" />
                  {t('emailSettings.alwaysOn')}
                </span>
              )}
            </SettingRow>
          </ul>
        ) : null}
        {settings.data ? (
          <section aria-labelledby="notification-emails-title" className="mt-10">
            <h2 id="notification-emails-title" className="font-display text-2xl font-extrabold text-court-900">
              {t('emailSettings.notifications.title')}
            </h2>
            <p className="mt-1 text-muted">{t('emailSettings.notifications.lead')}</p>
            <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-[28px] bg-white shadow-card ring-1 ring-court-900/8">
              {kinds.map((kind: NotificationKind) => (
                <SettingRow
                  key={kind}
                  icon={Bell}
                  title={t(`emailSettings.notifications.kinds.${kind}.title`)}
                  body={t(`emailSettings.notifications.kinds.${kind}.body`)}
                >
                  {(labelId, bodyId) => (
                    <SettingSwitch
                      labelId={labelId}
                      bodyId={bodyId}
                      checked={settings.data.notifications[kind]}
                      disabled={save.isPending}
                      onChange={(checked) => {
                        const { invitations, marketing } = settings.data;
                        save.mutate({ invitations, marketing, notifications: { [kind]: checked } });
                      }}
                    />
                  )}
                </SettingRow>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** A labelled on/off switch (Radix: role switch, Space toggles) with a 44 px target. */
function SettingSwitch({
  labelId,
  bodyId,
  checked,
  disabled,
  onChange,
}: {
  labelId: string;
  bodyId: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      aria-labelledby={labelId}
      aria-describedby={bodyId}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onChange}
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full p-1 transition-colors',
        'bg-slate-300 data-[state=checked]:bg-grass-600 disabled:cursor-wait',
        // The switch is 32 px tall; the invisible halo makes its target 44 px.
        'before:absolute before:-inset-1.5 before:content-[""]',
      )}
    >
      <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
    </Switch.Root>
  );
}

function SettingRow({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: typeof Lock;
  title: string;
  body: string;
  children: (labelId: string, bodyId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-4 p-5 sm:p-6">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-2xl bg-court-900 text-ball-300 sm:inline-flex">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="font-semibold text-court-900">
          {title}
        </p>
        <p id={`${id}-body`} className="mt-0.5 text-sm text-muted">
          {body}
        </p>
      </div>
      {children(`${id}-label`, `${id}-body`)}
    </li>
  );
}
