import { cn } from '../../lib/cn';

/** The Marcador mark: a court seen from above with a ball. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9', className)}>
      <rect width="64" height="64" rx="14" fill="#0c2f4a" />
      <rect x="12" y="10" width="40" height="44" rx="2" fill="#15577f" stroke="#fff" strokeWidth="2.5" />
      <path d="M12 32h40M32 18v28M18 18h28M18 46h28" stroke="#fff" strokeWidth="2" fill="none" />
      <circle cx="44" cy="20" r="9" fill="#d9f24a" stroke="#0c2f4a" strokeWidth="2" />
      <path
        d="M37.5 15.5c3.5 2.5 3.5 6.5 0 9M50.5 15.5c-3.5 2.5-3.5 6.5 0 9"
        stroke="#0c2f4a"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus wordmark. */
export function Logo({
  name,
  className,
  wordmarkClassName,
  tone = 'dark',
}: {
  name: string;
  className?: string;
  /** E.g. `sr-only lg:not-sr-only` where the header needs the room. */
  wordmarkClassName?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="ring-1 ring-white/20 rounded-[10px]" />
      <span
        className={cn(
          'font-display text-xl font-extrabold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-court-900',
          wordmarkClassName,
        )}
      >
        {name}
      </span>
    </span>
  );
}
