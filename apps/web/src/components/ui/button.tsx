import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'court' | 'secondary' | 'ghost' | 'danger' | 'onDark';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex min-h-11 min-w-11 select-none items-center justify-center gap-2 rounded-full font-semibold ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ball-400 text-court-950 shadow-sm ring-1 ring-ball-600/40 hover:bg-ball-300 active:bg-ball-500',
  court: 'bg-court-700 text-white shadow-sm hover:bg-court-600 active:bg-court-800',
  secondary: 'bg-white text-court-800 ring-1 ring-court-200 hover:bg-court-50 hover:ring-court-300 active:bg-court-100',
  ghost: 'text-court-800 hover:bg-court-50 active:bg-court-100',
  danger: 'bg-red-800 text-white shadow-sm hover:bg-red-700 active:bg-red-900',
  onDark: 'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 active:bg-white/25',
};

/** Each size's side padding apart from the rest: a caller's own `px-*` replaces it (see buttonClasses). */
const sizes: Record<ButtonSize, { inline: string; rest: string }> = {
  md: { inline: 'px-5', rest: 'py-2 text-sm' },
  lg: { inline: 'px-6', rest: 'min-h-12 py-3 text-base' },
};

/**
 * Class names of a button, also for links that look like buttons (`<Link className={buttonClasses()}>`).
 * A `px-*` in `extra` takes the size's place: both in the class list, the stylesheet's order picks
 * one (`px-5` beat `px-3`, and a schedule's "Jugar" overflowed its column).
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  const ownPadding = /(^|\s)px-/.test(extra ?? '');
  return cn(base, variants[variant], ownPadding ? null : sizes[size].inline, sizes[size].rest, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A button at least 44 px in both directions (spec section 9), with a visible focus ring from the base styles. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
