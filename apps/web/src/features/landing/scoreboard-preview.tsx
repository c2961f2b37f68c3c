import { Mic } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';

const TEAM_COLOURS = ['green', 'blue', 'red', 'purple', 'orange', 'pink'] as const;

const swatch: Record<(typeof TEAM_COLOURS)[number], string> = {
  green: 'bg-team-green',
  blue: 'bg-team-blue',
  red: 'bg-team-red',
  purple: 'bg-team-purple',
  orange: 'bg-team-orange',
  pink: 'bg-team-pink',
};

/** A still of the live scoreboard for the hero; the figure caption carries its meaning for screen readers. */
export function ScoreboardPreview() {
  const { t } = useTranslation();
  const rows = [
    { name: t('landing.preview.us'), colour: 'bg-team-green', sets: 1, games: 5, points: '40', serving: true },
    { name: t('landing.preview.them'), colour: 'bg-team-blue', sets: 0, games: 4, points: '30', serving: false },
  ];
  return (
    <figure className="relative mx-auto mb-12 w-full max-w-md">
      <figcaption className="sr-only">{t('landing.preview.caption')}</figcaption>
      <div
        aria-hidden="true"
        className="rounded-[28px] bg-white p-4 text-court-900 shadow-lift ring-1 ring-white/40 sm:p-5"
      >
        <div className="flex items-center justify-between">
          <span className="text-sm font-bold uppercase tracking-widest text-muted">{t('landing.preview.header')}</span>
          <span className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 text-xs font-bold uppercase text-red-700">
            <span className="size-2 motion-safe:animate-pulse rounded-full bg-red-600" />
            {t('landing.preview.live')}
          </span>
        </div>
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)_auto_auto_auto] items-center gap-x-3 gap-y-3 sm:gap-x-4">
          <span />
          <span className="text-center text-[11px] font-bold uppercase tracking-wider text-muted">
            {t('landing.preview.sets')}
          </span>
          <span className="text-center text-[11px] font-bold uppercase tracking-wider text-muted">
            {t('landing.preview.games')}
          </span>
          <span className="w-14 text-center text-[11px] font-bold uppercase tracking-wider text-muted sm:w-16">
            {t('landing.preview.points')}
          </span>
          {rows.map((row) => (
            <div key={row.name} className="contents">
              <span className="flex min-w-0 items-center gap-2 font-bold sm:gap-3">
                <span className={`size-3.5 rounded-full ${row.colour}`} />
                {row.name}
                {row.serving ? <span className="size-2.5 rounded-full bg-ball-500 ring-2 ring-ball-200" /> : null}
              </span>
              <span className="text-center text-xl font-bold tabular-nums">{row.sets}</span>
              <span className="text-center text-xl font-bold tabular-nums">{row.games}</span>
              <span className="w-14 rounded-2xl bg-court-900 py-2 text-center sm:w-16 font-display text-3xl font-extrabold tabular-nums text-ball-300">
                {row.points}
              </span>
            </div>
          ))}
        </div>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <span className="rounded-full bg-ball-200 px-3 py-1 text-xs font-bold text-court-900">
            {t('landing.preview.goldenPoint')}
          </span>
          <span className="flex gap-1.5">
            {TEAM_COLOURS.map((colour) => (
              <span key={colour} className={`size-4 rounded-full ring-2 ring-white ${swatch[colour]}`} />
            ))}
          </span>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="absolute -bottom-14 left-4 flex items-center gap-3 rounded-2xl bg-court-900 py-3 pr-5 pl-3 text-white shadow-lift ring-1 ring-white/15 sm:-left-6"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ball-400 text-court-950">
          <Mic className="size-5" />
        </span>
        <span className="font-semibold">{t('landing.preview.voice')}</span>
      </div>
    </figure>
  );
}
