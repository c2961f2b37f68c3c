import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A checkbox with its label as one target at least 44 px high: the real input is invisible over the
 * whole row (a tap anywhere on it is a tap on the box), a drawn box shows its state.
 */
export function CheckRow({
  children,
  className,
  checked,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { children: ReactNode }) {
  return (
    <label
      className={cn(
        'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl font-semibold text-court-900',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-court-500',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-md ring-1',
          checked ? 'bg-court-700 text-white ring-court-700' : 'bg-white ring-court-300',
        )}
      >
        {checked ? <Check className="size-4" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0">{children}</span>
    </label>
  );
}
