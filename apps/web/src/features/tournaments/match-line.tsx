import type { TournamentMatchDetail } from '@marcador/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

/** The spec's match badge colours: Completado, En Juego, Pendiente. */
export const MATCH_TONES: Record<TournamentMatchDetail['status'], BadgeTone> = {
  completed: 'success',
  playing: 'ball',
  pending: 'neutral',
};

/** "Ana y Bea contra Carla y Dani": a match's two pairs in words. */
export function useTeamsText(): (match: Pick<TournamentMatchDetail, 'teamA' | 'teamB'>) => string {
  const { t } = useTranslation('tournaments');
  const team = (players: readonly { name: string }[]) =>
    t('schedule.team', { first: players[0]?.name, second: players[1]?.name });
  return (match) => t('results.versus', { a: team(match.teamA), b: team(match.teamB) });
}

/** A match as the indicator and the dashboard show it: round and court, status badge, then the pairs. */
export function MatchLine({ match }: { match: TournamentMatchDetail }) {
  const { t } = useTranslation('tournaments');
  const teams = useTeamsText();
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-court-900">
          {t('dock.where', { round: match.roundNumber, court: match.court })}
        </span>
        <Badge tone={MATCH_TONES[match.status]}>{t(`schedule.status.${match.status}`)}</Badge>
      </p>
      <p className="text-sm text-ink [overflow-wrap:anywhere]">{teams(match)}</p>
    </div>
  );
}
