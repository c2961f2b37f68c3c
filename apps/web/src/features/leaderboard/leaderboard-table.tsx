import type { LeaderboardRow } from '@marcador/contracts';
import { Link } from 'react-router';
import { levelText } from '../../components/account/player-levels';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { type LeaderboardView, winRateText } from './leaderboard-rows';

/** Columns whose header is a short word on a phone (the full one stays for screen readers). */
const SHORTENED = new Set(['position', 'matches', 'winRate']);

const COLUMNS = [
  { key: 'position', className: 'w-12 sm:w-24 text-left' },
  { key: 'player', className: 'text-left' },
  // 5.5rem on a phone: "(provisional)" under the level is wider than 5rem less the padding.
  { key: 'level', className: 'w-[5.5rem] sm:w-28 text-right' },
  { key: 'matches', className: 'w-11 sm:w-24 text-right' },
  // Under 768 px the wins give way: the win rate says the same with the matches beside it.
  { key: 'wins', className: 'hidden md:table-cell md:w-24 text-right' },
  { key: 'winRate', className: 'w-14 sm:w-32 text-right' },
] as const;

const cell = 'px-2 py-2 align-middle sm:px-4';

/**
 * The leaderboard as a table: position, player (a link to their page), level with its provisional
 * mark, matches, wins and win rate of the period. The viewer's row is marked (`aria-current` and
 * "(tú)"); when it is on none of the pages read, it is pinned under them, with its position.
 */
export function LeaderboardTable({ view, caption }: { view: LeaderboardView; caption: string }) {
  const { t } = useTranslation('community');
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
      <table className="w-full table-fixed text-sm sm:text-base" data-testid="leaderboard-table">
        <caption className="px-4 pt-4 pb-3 text-left font-display text-lg font-bold text-court-900 [overflow-wrap:anywhere] sm:px-5">
          {caption}
        </caption>
        <thead className="bg-court-50 text-court-800">
          <tr>
            {COLUMNS.map(({ key, className }) => (
              <th key={key} scope="col" className={cn(cell, 'font-semibold', className)}>
                {SHORTENED.has(key) ? (
                  <>
                    <span aria-hidden="true" className="sm:hidden">
                      {t(`leaderboard.short.${key}`)}
                    </span>
                    <span className="max-sm:sr-only">{t(`leaderboard.columns.${key}`)}</span>
                  </>
                ) : (
                  t(`leaderboard.columns.${key}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-court-900/8">
          {view.rows.map((row) => (
            <BoardRow key={row.player.id} row={row} own={row.player.id === view.ownId} />
          ))}
        </tbody>
        {view.pinned ? (
          <tfoot className="border-t-4 border-dotted border-court-200" data-testid="leaderboard-pinned">
            <BoardRow row={view.pinned} own />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function BoardRow({ row, own }: { row: LeaderboardRow; own: boolean }) {
  const { t, i18n } = useTranslation('community');
  const language = i18n.language;
  const count = new Intl.NumberFormat(language);
  return (
    <tr aria-current={own ? 'true' : undefined} className={cn(own && 'bg-ball-200')}>
      <td className={cn(cell, 'font-display font-extrabold text-court-900 tabular-nums')}>
        {count.format(row.position)}
      </td>
      <th scope="row" className={cn(cell, 'text-left font-normal')}>
        <Link
          to={`/player/${row.player.id}`}
          className="flex min-h-11 flex-col justify-center font-semibold text-court-900 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
        >
          <span>
            {row.player.name}
            {own ? ` ${t('leaderboard.you')}` : ''}
          </span>
          <span className="text-xs font-normal text-muted sm:text-sm">@{row.player.username}</span>
        </Link>
      </th>
      <td className={cn(cell, 'text-right')}>
        <span className="font-display text-lg font-extrabold text-court-900 tabular-nums">
          {levelText(row.level, language)}
        </span>
        {row.provisional ? <span className="block text-xs text-muted">{t('leaderboard.provisional')}</span> : null}
      </td>
      <td className={cn(cell, 'text-right tabular-nums')}>{count.format(row.matches)}</td>
      <td className={cn(cell, 'hidden text-right tabular-nums md:table-cell')}>{count.format(row.wins)}</td>
      <td className={cn(cell, 'text-right tabular-nums')}>{winRateText(row.winRate, language)}</td>
    </tr>
  );
}
