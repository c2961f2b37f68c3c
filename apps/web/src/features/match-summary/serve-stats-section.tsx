import { type MatchStats, playerServeStats, type Side } from '@marcador/domain';
import { useId } from 'react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { ServeStatsTable } from '../../components/stats/serve-stats-table';
import { usePremiumGate } from '../../lib/plan';
import { useSummaryTranslation } from '../../lib/use-translation';

const SIDES: readonly Side[] = ['player1', 'player2'];

/**
 * The match's serve and return, one column per team, on Premium (detailed statistics); a free plan
 * is told what it would see. Nothing at all for a match whose scorer never chose who served.
 */
export function ServeStatsSection({ stats, names }: { stats: MatchStats; names: Readonly<Record<Side, string>> }) {
  const { t } = useSummaryTranslation();
  const gate = usePremiumGate('detailedStats');
  const titleId = useId();
  const columns = SIDES.map((side) => ({
    key: side,
    header: names[side],
    figures: playerServeStats(stats.serve, side),
  }));
  if (columns.some((column) => column.figures === null) || gate.loading) return null;
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="font-semibold text-court-900">
        {t('serveStats.title')}
      </h3>
      {gate.premium ? (
        <ServeStatsTable labelledBy={titleId} columns={columns} />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('serveStats.locked')}</p>
          <PremiumUpsellButton feature="detailedStats" variant="secondary" className="mt-3">
            {t('summary.seePremium')}
          </PremiumUpsellButton>
        </>
      )}
    </section>
  );
}
