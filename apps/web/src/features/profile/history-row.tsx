import type { InvitePosition } from '@marcador/contracts';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { formatName } from '../../lib/match/format-name';
import type { MatchSummary } from '../../lib/match/match-api';
import { participantView } from '../../lib/match/participant-view';
import { playedSetsText, teamNames } from '../../lib/match/team-names';
import { useSummaryTranslation, useTranslation } from '../../lib/use-translation';

/** The date and time a history row shows. */
export const historyDate = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One match of a history list, a link to its summary (`to`); `aside` adds a line under the date (the
 * participations say whose match it was and mark it). A participation (`seenBy`: the user's place and
 * the saver's name) reads from the user's side: who they played with and against, won or lost for them.
 * Names wrap, never cut: the result stays whole on a 320 px phone with the longest names a field takes.
 */
export function HistoryRow({
  match,
  when,
  to,
  aside,
  seenBy,
}: {
  match: MatchSummary;
  when: string;
  to: string;
  aside?: ReactNode;
  seenBy?: { seat: InvitePosition | null; creatorName: string };
}) {
  const { t } = useTranslation('account');
  const { t: tMatch } = useSummaryTranslation();
  const tHistory = (key: string) => t(`profile.history.${key}`);
  const seen = seenBy ? participantView(match, seenBy, tMatch) : null;
  const names = seen?.names ?? teamNames(match.config, tHistory);
  const teams = seen?.line ?? `${names.player1} · ${names.player2}`;
  const result =
    match.result === 'draw'
      ? tHistory('draw')
      : match.result
        ? (seen?.outcome ?? t('profile.history.winner', { team: names[match.result] }))
        : tHistory(`status.${match.status}`);
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-16 items-center gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 hover:ring-court-300 sm:gap-4"
      >
        <div className="min-w-0 flex-1">
          <p className="font-display text-lg font-extrabold wrap-anywhere text-court-900">{teams}</p>
          {/* Under the names, as wide as the card: "Gana" and the longest name wrap inside the badge. */}
          <Badge tone={match.status === 'completed' ? 'success' : 'clay'} className="mt-1 max-w-full">
            <span className="min-w-0 wrap-anywhere">{result}</span>
          </Badge>
          <p className="mt-1 text-sm text-muted">
            {when} ·{' '}
            <span className="font-semibold text-court-900 tabular-nums">
              {playedSetsText(match.sets, (set) => t('profile.history.unfinishedSet', { set })) || '—'}
            </span>
          </p>
          {/* A long format ("Mejor de 3 · sets a 4 · tie-break a 5 con 3 iguales · punto de oro") wraps. */}
          <p className="text-sm wrap-anywhere text-muted">{formatName(match.rules, tMatch)}</p>
          {aside}
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <span className="sr-only">{tHistory('view')}</span>
      </Link>
    </li>
  );
}
