import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { type StandingRow, standingRows } from './results-panel-data';
import { useTournament } from './tournaments-api';

const COLUMNS = ['position', 'player', 'played', 'winPercent', 'wins', 'losses', 'difference'] as const;
/** Fixed widths that fit 360 px; the player's column takes the rest, its names wrapping. */
const WIDTHS: Partial<Record<(typeof COLUMNS)[number], string>> = { player: '', position: 'w-10', winPercent: 'w-12' };

/** A completed tournament's final standings as a table, read from the tournament. */
export function FinalStandings({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('tournaments');
  const tournament = useTournament(id);
  if (tournament.isPending) return <Spinner label={t('loading')} />;
  if (tournament.isError) return <p className="text-sm text-red-700">{t('history.standingsFailed')}</p>;
  return <StandingsTable caption={t('standings.caption', { name })} rows={standingRows(tournament.data)} />;
}

/** Position, player, played, win percentage, wins, losses and point difference (spec); a withdrawn player says so. */
export function StandingsTable({ caption, rows }: { caption: string; rows: readonly StandingRow[] }) {
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
              className={`${WIDTHS[column] ?? 'w-8'} py-2 ${column === 'player' ? 'pr-2' : 'pr-1'} font-semibold tabular-nums`}
            >
              <abbr title={t(`standings.columns.${column}`)} className="no-underline">
                {t(`standings.short.${column}`)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.playerId} className="border-t border-court-100 align-top tabular-nums">
            <td className="py-2 pr-1">{row.position}</td>
            <th scope="row" className="py-2 pr-2 font-medium text-ink [overflow-wrap:anywhere]">
              {row.name}
              {row.withdrawn ? <span className="block text-xs text-muted">{t('standings.withdrawn')}</span> : null}
            </th>
            <td className="py-2 pr-1">{row.played}</td>
            <td className="py-2 pr-1">{t('standings.percent', { value: row.winPercent })}</td>
            <td className="py-2 pr-1">{row.wins}</td>
            <td className="py-2 pr-1">{row.losses}</td>
            <td className="py-2 pr-1">{signed(row.difference)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
