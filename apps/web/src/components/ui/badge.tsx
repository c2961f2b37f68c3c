import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'ball' | 'court' | 'clay' | 'neutral' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  ball: 'bg-ball-300 text-court-950',
  court: 'bg-court-100 text-court-800',
  clay: 'bg-clay-100 text-clay-700',
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
};

/** A small pill label ("Próximamente", "Premium"). */
export function Badge({
  tone = 'court',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
