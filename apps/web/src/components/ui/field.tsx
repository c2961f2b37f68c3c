import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '../../lib/cn';

interface FieldFrameProps {
  label: string;
  /** Quiet text after the label, e.g. "(opcional)". */
  labelNote?: string | undefined;
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

function FieldLabel({ htmlFor, label, labelNote }: { htmlFor: string; label: string; labelNote?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} className="mb-2 block text-sm font-semibold text-court-900">
      {label}
      {labelNote ? <span className="ml-1 font-normal text-muted">{labelNote}</span> : null}
    </label>
  );
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

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    /** A control inside the input's right end, e.g. a show-password button (about 44 px wide). */
    trailing?: ReactNode;
    /** Marks the field red without a message of its own (the message is elsewhere, e.g. a form alert). */
    invalid?: boolean;
  };

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({
  label,
  labelNote,
  hint,
  error,
  aside,
  className,
  trailing,
  invalid,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const bad = Boolean(error) || invalid === true;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
      <div className="relative">
        <input
          id={id}
          aria-invalid={bad ? true : undefined}
          aria-describedby={describedBy(Boolean(hint) && !error && hintId, Boolean(error) && errorId)}
          className={cn(
            controlClasses,
            'min-h-12',
            trailing ? 'pr-14' : '',
            bad ? 'border-red-600' : 'border-court-200',
          )}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldMessages hint={hint} error={error} aside={aside} label={label} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled native select: small, and the phone's own picker on touch devices. */
export function SelectField({ label, labelNote, hint, error, className, children, ...props }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(Boolean(hint) && !error && hintId, Boolean(error) && errorId)}
          className={cn(
            controlClasses,
            'min-h-12 cursor-pointer appearance-none pr-11',
            error ? 'border-red-600' : 'border-court-200',
          )}
          {...props}
        >
          {children}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-court-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
      <FieldMessages hint={hint} error={error} label={label} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, labelNote, hint, error, aside, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
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
