import type { TournamentSummary } from '@marcador/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

const STATUS_TONES: Record<TournamentSummary['status'], BadgeTone> = {
  active: 'success',
  paused: 'clay',
  completed: 'neutral',
};

/** A tournament's status, format, round and points per match, in one line. */
export function TournamentFacts({ summary }: { summary: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <Badge tone={STATUS_TONES[summary.status]}>{t(`statuses.${summary.status}`)}</Badge>
      <span>
        {t('facts', {
          format: t(`formats.${summary.format}`),
          round: summary.currentRound,
          rounds: summary.totalRounds,
          points: summary.pointsPerMatch,
        })}
      </span>
    </p>
  );
}
