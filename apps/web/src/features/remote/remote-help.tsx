import { useTranslation } from '../../lib/use-translation';

/** The help's entries: kinds of remote first, then phones and browsers, then the screen. */
const ENTRIES = ['keys', 'selfie', 'headset', 'android', 'ios', 'screen'] as const;

/** Which remotes work on which phones and browsers, honestly, with what was tried. */
export function RemoteHelp() {
  const { t } = useTranslation('remote');
  return (
    <section
      id="help"
      aria-labelledby="remote-help-title"
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-8"
    >
      <h2 id="remote-help-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('help.title')}
      </h2>
      <p className="mt-2 text-court-900">{t('help.intro')}</p>
      <dl className="mt-5 grid gap-4 md:grid-cols-2">
        {ENTRIES.map((entry) => (
          <div key={entry} className="rounded-2xl bg-chalk p-4 ring-1 ring-court-900/8">
            <dt className="font-semibold text-court-900">{t(`help.${entry}.title`)}</dt>
            <dd className="mt-1 text-sm text-muted">{t(`help.${entry}.body`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-display text-lg font-bold text-court-900">{t('help.triedTitle')}</h3>
      <p className="mt-1 text-court-900">{t('help.tried')}</p>
    </section>
  );
}
