import type { PlayerProfileResponse, SharedMatch } from '@marcador/contracts';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { SectionCard } from './section-card';

const RESULT_LOOKS = {
  won: 'bg-grass-100 text-grass-700',
  lost: 'bg-clay-100 text-clay-700',
  none: 'bg-slate-100 text-slate-700',
} as const;

/** "Cara a cara": completed matches on opposite teams, won–lost from the viewer's side. */
export function HeadToHead({ score }: { score: PlayerProfileResponse['headToHead'] }) {
  const { t } = useTranslation('network');
  return (
    <SectionCard title={t('player.headToHead')}>
      <p className="font-display text-5xl font-extrabold tabular-nums text-court-900">
        <span aria-hidden="true">
          {score.won}–{score.lost}
        </span>
        <span className="sr-only">{t('player.headToHeadSpoken', { won: score.won, lost: score.lost })}</span>
      </p>
      <p aria-hidden="true" className="mt-1 text-sm text-muted">
        {t('player.headToHeadLegend')}
      </p>
    </SectionCard>
  );
}

/** Saved matches the two played together (either side): how many, and the latest ones. */
export function SharedMatches({ count, recent }: { count: number; recent: readonly SharedMatch[] }) {
  const { t, i18n } = useTranslation('network');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <SectionCard title={t('player.together')}>
      <p className="text-muted">{t('player.togetherCount', { count })}</p>
      {recent.length === 0 ? (
        <p className="mt-4 text-court-800">{t('player.noMatches')}</p>
      ) : (
        <>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-widest text-muted">{t('player.recent')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {recent.map((match) => (
              <li key={match.matchId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <time dateTime={new Date(match.playedAt).toISOString()} className="w-full text-sm text-muted sm:w-32">
                  {date.format(match.playedAt)}
                </time>
                <span className="font-semibold text-court-900">{t(`player.sports.${match.sport}`)}</span>
                <span className="rounded-full bg-court-50 px-3 py-1 text-xs font-bold text-court-800">
                  {t(`player.side.${match.side}`)}
                </span>
                <span className={cn('rounded-full px-3 py-1 text-xs font-bold', RESULT_LOOKS[match.result ?? 'none'])}>
                  {t(`player.result.${match.result ?? 'none'}`)}
                </span>
                {match.score ? (
                  <span className="ml-auto font-mono text-sm font-semibold tabular-nums text-court-900">
                    <span className="sr-only">{t('player.score')}: </span>
                    {match.score}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
