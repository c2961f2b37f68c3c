import type { PublicStandingLine } from '@marcador/contracts';
import type { ReactNode } from 'react';
import type { TFunction } from '../lib/translate';

type T = TFunction;

/** A part of the screen under its heading, named by it for assistive technology. */
export function TvSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-bold text-ball-300 text-xl lg:text-4xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A tournament's standings as a table under its heading (decisions 046 and 056): large type on a
 * large screen. `t` reads the `tv.*` keys of the page's namespace (tournaments, clubTv); `id` names
 * the heading (one per tournament on a club's TV).
 */
export function Standings({
  lines,
  t,
  id = 'tv-standings',
  title = t('tv.standings'),
}: {
  lines: PublicStandingLine[];
  t: T;
  id?: string;
  title?: string;
}) {
  const cell = 'px-1.5 py-2 lg:px-3 lg:py-3';
  return (
    <TvSection id={id} title={title}>
      <table aria-labelledby={id} className="w-full border-collapse text-left text-base text-white lg:text-3xl">
        <thead className="text-court-100 text-sm lg:text-2xl">
          <tr>
            <th scope="col" className={cell}>
              <abbr title={t('tv.position')}>#</abbr>
            </th>
            <th scope="col" className={cell}>
              {t('tv.player')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('tv.played')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('tv.wins')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <abbr title={t('tv.pointDifference')}>+/-</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name} className="border-court-700 border-t-2">
              <td className={`${cell} font-bold text-ball-300`}>{line.position}</td>
              <th scope="row" className={`${cell} w-full font-semibold [overflow-wrap:anywhere]`}>
                {line.name}
                {line.withdrawn && <span className="ml-2 text-court-200">{t('tv.withdrawn')}</span>}
              </th>
              <td className={`${cell} text-right`}>{line.played}</td>
              <td className={`${cell} text-right`}>{line.wins}</td>
              <td className={`${cell} text-right`}>{signed(line.pointDifference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TvSection>
  );
}
