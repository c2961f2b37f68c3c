import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The title block at the top of a content page, on a court-blue band with court lines. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('court-band on-dark relative overflow-hidden text-white', className)}>
      <div className="relative mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-ball-300">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl font-display text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-court-100 text-pretty">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
