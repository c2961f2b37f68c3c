import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One titled block of the voice help pages, reachable at `#id` (the heading stays clear of the
 * sticky header), with an optional icon before the title and a badge after it.
 */
export function HelpSection({
  id,
  title,
  icon: Icon,
  badge,
  children,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-8"
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-display text-2xl font-extrabold text-court-900">
          {Icon ? <Icon aria-hidden="true" className="size-6" /> : null}
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}
