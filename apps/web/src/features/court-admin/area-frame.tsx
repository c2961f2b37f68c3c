import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';

/**
 * A page of the court admin's area: its heading on the court band (the area's name above it, the
 * page's actions under it) and the content, at most 72 rem wide. `min-w-0` and the wrapping anywhere
 * keep the longest names (60-letter courts, 120-letter clubs) inside a 360 px screen.
 */
export function AreaFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader
        eyebrow={t('courtAdmin.common.eyebrow')}
        title={<span className="[overflow-wrap:anywhere]">{title}</span>}
        lead={lead ? <span className="[overflow-wrap:anywhere]">{lead}</span> : undefined}
      >
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </PageHeader>
      <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-8 px-4 py-8 sm:px-8 md:py-10">{children}</div>
    </>
  );
}

/** A titled block of a page: a `<section>` named by its heading. */
export function AreaSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-7"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="min-w-0 font-display text-xl font-bold text-court-900 [overflow-wrap:anywhere]">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
