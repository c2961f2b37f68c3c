import type { TournamentStandingLine } from '@marcador/contracts';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { useTournament } from './tournaments-api';

const COLUMNS = ['position', 'player', 'played', 'wins', 'losses', 'difference'] as const;

/** A completed tournament's final standings as a table, read from the tournament. */
export function FinalStandings({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('tournaments');
  const tournament = useTournament(id);
  if (tournament.isPending) return <Spinner label={t('loading')} />;
  if (tournament.isError) return <p className="text-sm text-red-700">{t('history.standingsFailed')}</p>;
  return <StandingsTable caption={t('standings.caption', { name })} lines={tournament.data.standings} />;
}

/** Position, player, played, wins, losses and point difference; a withdrawn player says so. */
export function StandingsTable({ caption, lines }: { caption: string; lines: readonly TournamentStandingLine[] }) {
  const { t } = useTranslation('tournaments');
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-court-900 [overflow-wrap:anywhere]">{caption}</caption>
      <thead>
        <tr className="text-muted">
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={column === 'player' ? 'py-2 pr-2 font-semibold' : 'w-10 py-2 pr-1 font-semibold tabular-nums'}
            >
              <abbr title={t(`standings.columns.${column}`)} className="no-underline">
                {t(`standings.short.${column}`)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.player.id} className="border-t border-court-100 align-top tabular-nums">
            <td className="py-2 pr-1">{index + 1}</td>
            <th scope="row" className="py-2 pr-2 font-medium text-ink [overflow-wrap:anywhere]">
              {line.player.name}
              {line.withdrawn ? <span className="block text-xs text-muted">{t('standings.withdrawn')}</span> : null}
            </th>
            <td className="py-2 pr-1">{line.matchesPlayed}</td>
            <td className="py-2 pr-1">{line.wins}</td>
            <td className="py-2 pr-1">{line.losses}</td>
            <td className="py-2 pr-1">{signed(line.pointDifference)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
