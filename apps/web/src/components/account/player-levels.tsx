import type { PlayerLevel } from '@marcador/contracts';
import { useTranslation } from '../../lib/use-translation';

/**
 * A player's level (0 to 7 in steps of 0.1, decision 036) as the language writes it, always with its
 * one decimal ("3,5" in Spanish, "3.5" in English; "4,0", not "4"), so a column of levels lines up.
 * Here rather than in lib/ so the leaderboard and the pages below share one chunk.
 */
export function levelText(level: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(level);
}

/**
 * A player's level in each sport they have a rating in (decision 040), as the profile's Stats tab and
 * the player page show it: the level with one decimal, "provisional" in words while it is, and the
 * rated matches it rests on; `empty` when the player has no rated match yet. Copy: `account`.
 */
export function PlayerLevels({ levels, empty }: { levels: readonly PlayerLevel[]; empty: string }) {
  const { t, i18n } = useTranslation('account');
  if (levels.length === 0) return <p className="text-muted text-pretty">{empty}</p>;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-3" data-testid="player-levels">
      {levels.map((level) => (
        <div key={level.sport} className="flex flex-col-reverse justify-end rounded-3xl bg-court-50 p-4 sm:p-5">
          <dt className="text-sm font-semibold text-muted">
            {t(`levels.sport.${level.sport}`)}
            {' · '}
            {t('levels.rated', { count: level.ratedMatches, n: count.format(level.ratedMatches) })}
          </dt>
          <dd className="flex flex-wrap items-baseline gap-x-2 font-display text-court-900">
            <span className="text-3xl font-extrabold tabular-nums sm:text-4xl">
              {levelText(level.level, i18n.language)}
            </span>
            {level.provisional ? <span className="text-base font-bold">{t('levels.provisional')}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
