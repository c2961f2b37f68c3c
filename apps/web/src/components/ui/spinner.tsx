import { cn } from '../../lib/cn';

/** A spinning tennis ball with its label announced to assistive technology ("Cargando..."). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('inline-flex items-center gap-3 text-court-800', className)}>
      <span aria-hidden="true" className="spinner-ball" />
      <span className="font-medium">{label}</span>
    </div>
  );
}

/** A spinner centred in the content area, for route loading and guards. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}
