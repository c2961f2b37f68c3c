import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** A white block of a page, named by its heading (a region screen readers can jump to). */
export function SectionCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-7', className)}
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-court-900 [overflow-wrap:anywhere]">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
