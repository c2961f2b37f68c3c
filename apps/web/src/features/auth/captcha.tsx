import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { readOnce, useReadOnce } from '../../lib/read-once';
import { useTranslation } from '../../lib/use-translation';

/** The part of Google's reCAPTCHA v2 API we use. */
interface ReCaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const readCaptchaConfig = readOnce(() => api.getCaptchaConfig());

/**
 * GET /api/captcha/config, once per page load: the site key, and whether the challenge is skipped
 * (devMode). Undefined until it arrives, and when it failed (the server then judges the sign-up).
 */
export function useCaptchaConfig() {
  return useReadOnce(readCaptchaConfig);
}

let scriptLoad: Promise<ReCaptcha> | null = null;

/**
 * Adds Google's script once, only when a page with a real site key asks for it (the server's CSP
 * then has to allow www.google.com and www.gstatic.com for scripts and frames).
 */
function loadReCaptcha(language: string): Promise<ReCaptcha> {
  scriptLoad ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA loaded without grecaptcha'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * The reCAPTCHA checkbox. Reports the token (null when it expires or fails); bump `resetKey` to
 * ask for a new challenge, e.g. after the server refused the token.
 */
export function CaptchaWidget({
  siteKey,
  resetKey,
  error,
  onToken,
}: {
  siteKey: string;
  resetKey: number;
  error?: string | undefined;
  onToken: (token: string | null) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: ReCaptcha; id: number } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const tokenSink = useRef(onToken);
  tokenSink.current = onToken;

  useEffect(() => {
    let cancelled = false;
    loadReCaptcha(i18n.language).then(
      (grecaptcha) => {
        if (cancelled || !container.current || widget.current) return;
        const id = grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => tokenSink.current(token),
          'expired-callback': () => tokenSink.current(null),
          'error-callback': () => tokenSink.current(null),
        });
        widget.current = { api: grecaptcha, id };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.language]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenSink.current(null);
  }, [resetKey]);

  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-court-900">{t('auth.captcha.label')}</p>
      <div ref={container} className="min-h-[78px]" />
      {status === 'loading' ? <p className="text-sm text-muted">{t('auth.captcha.loading')}</p> : null}
      {status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('auth.captcha.unavailable')}
        </p>
      ) : null}
      {error ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}
