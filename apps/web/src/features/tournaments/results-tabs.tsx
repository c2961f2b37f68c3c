import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs by the WAI-ARIA pattern (tablist, tab, tabpanel; arrows, Home and End move between tabs and
 * show them). Our own few lines rather than Radix's tabs, whose shared parts would be more chunks
 * for the landing's entry to name.
 */
export function ResultsTabs<Tab extends string>({
  label,
  tabs,
  titleOf,
  render,
}: {
  label: string;
  tabs: readonly Tab[];
  titleOf: (tab: Tab) => string;
  render: (tab: Tab) => ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState<Tab>(tabs[0] as Tab);
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length] as Tab;
    setShown(tab);
    buttons.current.get(tab)?.focus();
  };
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-court-900/10">
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(button) => {
              if (button) buttons.current.set(tab, button);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === shown}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === shown ? 0 : -1}
            onClick={() => setShown(tab)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'inline-flex min-h-12 flex-1 items-center justify-center border-b-[3px] px-2 text-sm font-semibold',
              tab === shown ? 'border-ball-500 text-court-900' : 'border-transparent text-muted hover:text-court-900',
            )}
          >
            {titleOf(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${shown}-panel`} aria-labelledby={`${id}-${shown}-tab`}>
        {render(shown)}
      </div>
    </div>
  );
}
