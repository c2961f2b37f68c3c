import { CirclePlay, History, type LucideIcon, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

const POINTS: ReadonlyArray<[string, LucideIcon]> = [
  ['score', CirclePlay],
  ['history', History],
  ['community', Trophy],
];

/**
 * The frame of the account entry screens: a court-blue band with the pitch on the left (desktop)
 * or on top (phone), and the white card holding the form. The card's heading is the page's h1.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="relative flex-1">
      <div aria-hidden="true" className="court-band absolute inset-x-0 top-0 h-72 sm:h-80 lg:h-[34rem]" />
      <div className="relative mx-auto grid w-full max-w-6xl gap-6 px-4 pt-8 pb-16 sm:px-8 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,35rem)] lg:gap-14 lg:pt-20">
        <div className="on-dark text-white lg:pt-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-ball-300">{t('auth.brand.eyebrow')}</p>
          <p className="mt-3 max-w-md font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t('auth.brand.title')}
          </p>
          <ul className="mt-8 hidden space-y-4 lg:block">
            {POINTS.map(([id, Icon]) => (
              <li key={id} className="flex items-center gap-3 text-lg text-court-100">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-ball-300 ring-1 ring-white/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`auth.brand.points.${id}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-[28px] bg-white p-5 shadow-lift ring-1 ring-court-900/8 sm:p-8">{children}</div>
      </div>
    </div>
  );
}

/** The card's title block. */
export function AuthHeading({ title, lead, id }: { title: string; lead?: string; id?: string }) {
  return (
    <div className="mb-6">
      <h1
        id={id}
        tabIndex={-1}
        className="font-display text-3xl font-extrabold tracking-tight text-court-900 focus:outline-none"
      >
        {title}
      </h1>
      {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
    </div>
  );
}
