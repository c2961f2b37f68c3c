import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Right-aligned note under the control, e.g. a character counter. */
  aside?: ReactNode;
}

const controlClasses =
  'block w-full rounded-2xl border bg-white px-4 py-3 text-base text-ink shadow-inner-sm placeholder:text-slate-400 ' +
  'transition-colors focus-visible:border-court-500';

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function FieldMessages({ hint, error, aside, hintId, errorId }: FieldFrameProps & { hintId: string; errorId: string }) {
  if (!hint && !error && !aside) return null;
  return (
    <div className="mt-2 flex items-start justify-between gap-4 text-sm">
      <div>
        {error ? (
          <p id={errorId} className="font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {hint && !error ? (
          <p id={hintId} className="text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      {aside ? <div className="shrink-0 tabular-nums text-muted">{aside}</div> : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, aside, className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-court-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(Boolean(hint) && !error && hintId, Boolean(error) && errorId)}
        className={cn(controlClasses, 'min-h-12', error ? 'border-red-600' : 'border-court-200')}
        {...props}
      />
      <FieldMessages hint={hint} error={error} aside={aside} label={label} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, aside, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-court-900">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(Boolean(hint) && !error && hintId, Boolean(error) && errorId)}
        className={cn(controlClasses, 'min-h-40 resize-y', error ? 'border-red-600' : 'border-court-200')}
        {...props}
      />
      <FieldMessages hint={hint} error={error} aside={aside} label={label} hintId={hintId} errorId={errorId} />
    </div>
  );
}
