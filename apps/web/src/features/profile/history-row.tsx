import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { formatName } from '../../lib/match/format-name';
import type { MatchSummary } from '../../lib/match/match-api';
import { playedSetsText, teamNames } from '../../lib/match/team-names';
import { useTranslation } from '../../lib/use-translation';

/** The date and time a history row shows. */
export const historyDate = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One match of a history list, a link to its summary (`to`); `aside` adds a line under the date (the
 * participations say whose match it was and mark it).
 */
export function HistoryRow({
  match,
  when,
  to,
  aside,
}: {
  match: MatchSummary;
  when: string;
  to: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { t: tMatch } = useTranslation('match');
  const tHistory = (key: string) => t(`profile.history.${key}`);
  const names = teamNames(match.config, tHistory);
  const teams = `${names.player1} · ${names.player2}`;
  const result =
    match.result === 'draw'
      ? tHistory('draw')
      : match.result
        ? t('profile.history.winner', { team: names[match.result] })
        : tHistory(`status.${match.status}`);
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-16 items-center gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 hover:ring-court-300"
      >
        <div className="min-w-0 flex-1">
          <p title={teams} className="truncate font-display text-lg font-extrabold text-court-900">
            {teams}
          </p>
          <p className="text-sm text-muted">
            {when} ·{' '}
            <span className="font-semibold text-court-900 tabular-nums">
              {playedSetsText(match.sets, (set) => t('profile.history.unfinishedSet', { set })) || '—'}
            </span>
          </p>
          {/* A long format ("Mejor de 3 · sets a 4 · tie-break a 5 con 3 iguales · punto de oro") wraps. */}
          <p className="text-sm wrap-anywhere text-muted">{formatName(match.rules, tMatch)}</p>
          {aside}
        </div>
        {/* A winner's 40-character name is cut to 40% of the row; the full text is its title. */}
        <Badge tone={match.status === 'completed' ? 'success' : 'clay'} className="min-w-0 max-w-[40%]">
          <span title={result} className="truncate">
            {result}
          </span>
        </Badge>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
        <span className="sr-only">{tHistory('view')}</span>
      </Link>
    </li>
  );
}
