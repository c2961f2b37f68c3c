import { useId } from 'react';

/** A link to hand out (a spectator link): labelled, read-only, selected whole when focused. */
export function LinkField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-lg border border-court-300 px-3 text-ink"
      />
    </>
  );
}

/** Copies `text`; says whether it worked (a denied permission or an old browser: the field is there to select). */
export function copyLink(text: string): Promise<'copied' | 'copyFailed'> {
  return navigator.clipboard.writeText(text).then(
    () => 'copied',
    () => 'copyFailed',
  );
}
