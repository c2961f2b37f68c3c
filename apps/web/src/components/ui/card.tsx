import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A white surface with a soft border; the base of most content blocks. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-3xl bg-white p-6 shadow-card ring-1 ring-court-900/8', className)} {...props} />;
}
