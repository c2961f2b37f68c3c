import { cn } from '../../lib/cn';

/** A row of big radio buttons (sport, game type, deuce rule...): one tap each, 44 px or more. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 max-w-full text-sm font-semibold wrap-anywhere text-court-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              // A long name without spaces (a player's, 60 characters) wraps rather than widening the page.
              'inline-flex min-h-12 max-w-full cursor-pointer items-center rounded-full px-5 font-semibold wrap-anywhere ring-1 transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-court-500',
              value === option.value
                ? 'bg-court-800 text-white ring-court-800'
                : 'bg-white text-court-800 ring-court-200 hover:bg-court-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
