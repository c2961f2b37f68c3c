import type { VoiceUsageMonth } from '@marcador/contracts';
import { includesPremium, type PlanTier } from '@marcador/domain';
import { useQuery } from '@tanstack/react-query';
import { Crown, type LucideIcon, Megaphone, Mic, MicOff } from 'lucide-react';
import { Link } from 'react-router';
import { PremiumLink } from '../../components/premium/premium-link';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { readVoiceUsage } from '../../lib/voice/voice-usage';
import { QueryPending } from './query-pending';

const COUNTERS: readonly { key: keyof Omit<VoiceUsageMonth, 'month'>; label: string; icon: LucideIcon }[] = [
  { key: 'commandsAccepted', label: 'accepted', icon: Mic },
  { key: 'commandsRejected', label: 'rejected', icon: MicOff },
  { key: 'announcementsPlayed', label: 'announcements', icon: Megaphone },
];

/** `YYYY-MM` as the reader says it ("noviembre de 2026"); months are counted in UTC. */
function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

const isEmpty = (month: VoiceUsageMonth) => COUNTERS.every(({ key }) => month[key] === 0);

/** The Usage tab: this month's voice commands accepted and rejected and announcements played. */
export function UsageTab({ plan }: { plan: PlanTier }) {
  const { t, i18n } = useTranslation('account');
  const usage = useQuery({
    queryKey: ['usage', 'voice'],
    queryFn: ({ signal }) => readVoiceUsage(signal),
    // Counts change with every match played by voice; a tab opened later should show them.
    staleTime: 0,
  });
  if (!usage.data) return <QueryPending query={usage} area="usage" />;
  const { current, previous } = usage.data;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <section aria-labelledby="usage-title">
        <h2 id="usage-title" className="font-display text-2xl font-extrabold text-court-900">
          {t('profile.usage.title')}
        </h2>
        <p className="mt-1 text-muted">
          {t('profile.usage.thisMonth', { month: monthName(current.month, i18n.language) })}
        </p>
        <dl className="mt-5 grid gap-3 md:grid-cols-3" data-testid="voice-usage">
          {COUNTERS.map(({ key, label, icon: Icon }) => (
            <div
              key={key}
              className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 md:flex-col md:items-start"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-court-50 text-court-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex flex-col-reverse">
                <dt className="text-sm font-semibold text-muted">{t(`profile.usage.${label}`)}</dt>
                <dd className="font-display text-4xl font-extrabold text-court-900 tabular-nums">
                  {count.format(current[key])}
                </dd>
              </div>
            </div>
          ))}
        </dl>
        {isEmpty(current) ? <EmptyNote premium={includesPremium(plan)} /> : null}
      </section>
      {previous.length > 0 ? (
        <section aria-labelledby="usage-previous">
          <h3 id="usage-previous" className="font-display text-xl font-extrabold text-court-900">
            {t('profile.usage.previous')}
          </h3>
          <div className="mt-3 overflow-x-auto rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('profile.usage.month')}
                  </th>
                  {COUNTERS.map(({ key, label }) => (
                    <th key={key} scope="col" className="px-4 py-3 text-right font-semibold">
                      {t(`profile.usage.${label}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {previous.map((month) => (
                  <tr key={month.month} className="border-t border-court-900/8">
                    <th scope="row" className="px-4 py-3 font-semibold text-court-900 capitalize">
                      {monthName(month.month, i18n.language)}
                    </th>
                    {COUNTERS.map(({ key }) => (
                      <td key={key} className="px-4 py-3 text-right tabular-nums">
                        {count.format(month[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Nothing counted this month: how to start, or for free plans, that voice is Premium. */
function EmptyNote({ premium }: { premium: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-5 flex flex-wrap items-center gap-4 rounded-3xl bg-court-50 p-5 ring-1 ring-court-100">
      <p className="flex-1 basis-60 text-court-900">
        {t(premium ? 'profile.usage.emptyPremium' : 'profile.usage.emptyFree')}
      </p>
      {premium ? (
        <Link to="/setup" className={buttonClasses('primary')}>
          {t('profile.empty.cta')}
        </Link>
      ) : (
        <PremiumLink to="/precios" className={buttonClasses('court')}>
          <Crown aria-hidden="true" className="size-4" />
          {t('profile.usage.upgrade')}
        </PremiumLink>
      )}
    </div>
  );
}
