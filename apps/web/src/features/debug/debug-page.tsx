import {
  Bomb,
  CircleCheck,
  CircleX,
  Database,
  KeyRound,
  type LucideIcon,
  MonitorSmartphone,
  Play,
  RefreshCw,
  Server,
  ShieldQuestion,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, apiErrorMessageKey } from '../../lib/api';
import { api } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { usePageTranslation } from '../../lib/use-translation';
import { BackendKeyFigures } from './backend-key-figures';
import { runStorageChecks, type StorageCheck } from './storage-test';
import { useDeviceInfo } from './use-device-info';

export function DebugPage() {
  const { t } = usePageTranslation('debug');
  return (
    <>
      <PageHeader eyebrow={t('debug.eyebrow')} title={t('debug.title')} lead={t('debug.lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-5 py-10 sm:px-8 lg:grid-cols-2">
        <DeviceCard />
        <div className="grid content-start gap-6">
          <ServerCard />
          <StorageCard />
          <SessionCard />
          <CaptchaCard />
          <ErrorTestCard />
        </div>
      </div>
    </>
  );
}

function Panel({
  icon: Icon,
  title,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `debug-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="self-start rounded-3xl bg-white p-6 shadow-card ring-1 ring-court-900/8"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-3 font-display text-xl font-bold text-court-900">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-court-900 text-ball-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words text-court-900">{children}</dd>
    </div>
  );
}

function DeviceCard() {
  const { t, i18n } = usePageTranslation('debug');
  const info = useDeviceInfo();
  return (
    <Panel icon={MonitorSmartphone} title={t('debug.device.title')}>
      <dl className="divide-y divide-slate-100">
        <Row label={t('debug.device.userAgent')}>
          <code className="text-sm">{info.userAgent}</code>
        </Row>
        <Row label={t('debug.device.viewport')}>
          {t('debug.device.size', { width: info.viewport.width, height: info.viewport.height })}
        </Row>
        <Row label={t('debug.device.screen')}>
          {t('debug.device.size', { width: info.screen.width, height: info.screen.height })}
        </Row>
        <Row label={t('debug.device.pixelRatio')}>{info.pixelRatio}</Row>
        <Row label={t('debug.device.orientation')}>{t(`debug.device.orientations.${info.orientation}`)}</Row>
        <Row label={t('debug.device.appLanguage')}>{i18n.language}</Row>
        <Row label={t('debug.device.browserLanguages')}>{info.browserLanguages.join(', ')}</Row>
        <Row label={t('debug.device.online')}>
          <Badge tone={info.online ? 'success' : 'danger'}>
            {info.online ? t('debug.device.onlineYes') : t('debug.device.onlineNo')}
          </Badge>
        </Row>
        <Row label={t('debug.device.touch')}>
          {info.touch ? t('debug.device.touchYes', { points: info.touchPoints }) : t('debug.device.touchNo')}
        </Row>
        <Row label={t('debug.device.standalone')}>{info.standalone ? t('debug.yes') : t('debug.no')}</Row>
      </dl>
    </Panel>
  );
}

function ServerCard() {
  const { t } = usePageTranslation('debug');
  const config = usePublicConfig();
  return (
    <Panel
      icon={Server}
      title={t('debug.server.title')}
      action={
        <Button variant="secondary" onClick={() => void config.refetch()} disabled={config.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('debug.server.refresh')}
        </Button>
      }
    >
      {config.isPending ? <Spinner label={t('common.loading')} /> : null}
      {config.isError ? (
        <p role="alert" className="flex items-center gap-2 font-medium text-red-700">
          <CircleX aria-hidden="true" className="size-5" />
          {t(apiErrorMessageKey(config.error))}
        </p>
      ) : null}
      {config.data ? (
        <dl className="divide-y divide-slate-100">
          <Row label={t('debug.server.version')}>{config.data.version}</Row>
          <Row label={t('debug.server.captcha')}>
            {config.data.captchaSiteKey ? t('debug.server.captchaSet') : t('debug.server.captchaNone')}
          </Row>
          <Row label={t('debug.server.backendKeys')}>
            <BackendKeyFigures />
          </Row>
          <Row label={t('debug.server.flags')}>
            <ul className="flex flex-wrap gap-2">
              {Object.entries(config.data.flags).map(([flag, on]) => (
                <li key={flag}>
                  <Badge tone={on ? 'success' : 'neutral'}>
                    {t('debug.server.flagState', {
                      flag: t(`debug.server.flagNames.${flag}`),
                      state: on ? t('debug.on') : t('debug.off'),
                    })}
                  </Badge>
                </li>
              ))}
            </ul>
          </Row>
        </dl>
      ) : null}
    </Panel>
  );
}

function StorageCard() {
  const { t } = usePageTranslation('debug');
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<StorageCheck[] | null>(null);

  async function handleRun() {
    setRunning(true);
    try {
      setResults(await runStorageChecks());
    } finally {
      setRunning(false);
    }
  }

  return (
    <Panel
      icon={Database}
      title={t('debug.storage.title')}
      action={
        <Button variant="court" onClick={() => void handleRun()} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {running ? t('debug.storage.running') : t('debug.storage.run')}
        </Button>
      }
    >
      <p className="text-muted">{t('debug.storage.body')}</p>
      <ul aria-live="polite" className="mt-4 divide-y divide-slate-100">
        {(results ?? []).map((check) => (
          <li key={check.name} className="flex items-start gap-3 py-3">
            {check.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-grass-600" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
            )}
            <div className="flex-1">
              <p className="font-semibold text-court-900">
                <code>{check.name}</code>{' '}
                <span className={check.ok ? 'ml-2 text-grass-700' : 'ml-2 text-red-700'}>
                  {check.ok ? t('debug.storage.pass') : t('debug.storage.fail')}
                </span>
              </p>
              {check.error ? <p className="text-sm text-red-700">{check.error}</p> : null}
            </div>
            <span className="text-sm tabular-nums text-muted">{t('debug.storage.took', { ms: check.ms })}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ErrorTestCard() {
  const { t } = usePageTranslation('debug');
  const [explode, setExplode] = useState(false);
  if (explode) throw new Error(t('debug.errorTest.message'));
  return (
    <Panel icon={Bomb} title={t('debug.errorTest.title')}>
      <p className="text-muted">{t('debug.errorTest.body')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setExplode(true)}>
        {t('debug.errorTest.button')}
      </Button>
    </Panel>
  );
}

type SessionCheck =
  | { state: 'signedIn'; email: string; id: string; verified: boolean; plan: string; roles: string[] }
  | { state: 'signedOut' }
  | { state: 'failed'; messageKey: string };

/** The auth session check of spec section 2: GET /api/me, 401 meaning no session. */
function SessionCard() {
  const { t } = usePageTranslation('debug');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SessionCheck | null>(null);

  async function handleRun() {
    setRunning(true);
    try {
      const me = await api.getMe();
      setResult({
        state: 'signedIn',
        email: me.user.email,
        id: me.user.id,
        verified: me.user.emailVerified,
        plan: me.plan,
        roles: me.roles,
      });
    } catch (error) {
      setResult(
        error instanceof ApiRequestError && error.status === 401
          ? { state: 'signedOut' }
          : { state: 'failed', messageKey: apiErrorMessageKey(error) },
      );
    } finally {
      setRunning(false);
    }
  }

  return (
    <Panel
      icon={KeyRound}
      title={t('debug.session.title')}
      action={
        <Button variant="court" onClick={() => void handleRun()} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {running ? t('debug.running') : t('debug.session.run')}
        </Button>
      }
    >
      <p className="text-muted">{t('debug.session.body')}</p>
      <div aria-live="polite">
        {result?.state === 'signedIn' ? (
          <dl className="mt-4 divide-y divide-slate-100">
            <Row label={t('debug.session.status')}>
              <Badge tone="success">{t('debug.session.signedIn')}</Badge>
            </Row>
            <Row label={t('debug.session.email')}>{result.email}</Row>
            <Row label={t('debug.session.userId')}>
              <code className="text-sm">{result.id}</code>
            </Row>
            <Row label={t('debug.session.verified')}>{result.verified ? t('debug.yes') : t('debug.no')}</Row>
            <Row label={t('debug.session.plan')}>{result.plan}</Row>
            <Row label={t('debug.session.roles')}>
              {result.roles.length > 0 ? result.roles.join(', ') : t('debug.none')}
            </Row>
          </dl>
        ) : null}
        {result?.state === 'signedOut' ? (
          <p className="mt-4">
            <Badge tone="neutral">{t('debug.session.signedOut')}</Badge>
          </p>
        ) : null}
        {result?.state === 'failed' ? (
          <p role="alert" className="mt-4 flex items-center gap-2 font-medium text-red-700">
            <CircleX aria-hidden="true" className="size-5" />
            {t(result.messageKey)}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

interface CaptchaCheck {
  siteKey: string | null;
  devMode: boolean;
  verified: boolean | null;
  failureKey: string | null;
}

/**
 * The captcha checks of spec section 2: reads the captcha config, then asks the verify function
 * about a test token (a real key rejects it; dev mode or an unreachable service lets it pass).
 */
function CaptchaCard() {
  const { t } = usePageTranslation('debug');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<CaptchaCheck | null>(null);

  async function handleRun() {
    setRunning(true);
    try {
      const config = await api.getCaptchaConfig();
      let verified: boolean | null = null;
      let failureKey: string | null = null;
      try {
        verified = (await api.verifyCaptcha('debug-test-token')).success;
      } catch (error) {
        failureKey = apiErrorMessageKey(error);
      }
      setResult({ siteKey: config.siteKey, devMode: config.devMode, verified, failureKey });
    } catch (error) {
      setResult({ siteKey: null, devMode: false, verified: null, failureKey: apiErrorMessageKey(error) });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Panel
      icon={ShieldQuestion}
      title={t('debug.captcha.title')}
      action={
        <Button variant="court" onClick={() => void handleRun()} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {running ? t('debug.running') : t('debug.captcha.run')}
        </Button>
      }
    >
      <p className="text-muted">{t('debug.captcha.body')}</p>
      <div aria-live="polite">
        {result ? (
          <dl className="mt-4 divide-y divide-slate-100">
            <Row label={t('debug.captcha.siteKey')}>
              {result.siteKey ? <code className="text-sm">{`${result.siteKey.slice(0, 8)}…`}</code> : t('debug.none')}
            </Row>
            <Row label={t('debug.captcha.devMode')}>{result.devMode ? t('debug.yes') : t('debug.no')}</Row>
            <Row label={t('debug.captcha.verify')}>
              {result.verified === null ? null : (
                <Badge tone={result.verified ? 'success' : 'danger'}>
                  {result.verified ? t('debug.captcha.passed') : t('debug.captcha.rejected')}
                </Badge>
              )}
              {result.failureKey ? <span className="text-red-700">{t(result.failureKey)}</span> : null}
            </Row>
          </dl>
        ) : null}
      </div>
    </Panel>
  );
}
