import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-grass-100 text-grass-700 ring-grass-500/30',
  info: 'bg-court-50 text-court-800 ring-court-200',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message box inside a page or form. Errors are `role="alert"` (read out at once), the others
 * `role="status"`; pass `live={false}` for a box that is part of the page from the start.
 */
export function Alert({
  tone,
  title,
  children,
  className,
  live = true,
}: {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  live?: boolean;
}) {
  const Icon = icons[tone];
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cn('flex gap-3 rounded-2xl p-4 ring-1', tones[tone], className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title ? 'mt-1 text-sm' : 'font-medium')}>{children}</div> : null}
      </div>
    </div>
  );
}
