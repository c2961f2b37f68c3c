import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import type { SetupErrorKey } from './setup-form';

const WRAP = '[overflow-wrap:anywhere]';

/** Someone the organiser can add as a player: a saved contact, or a connection with an account. */
export interface Pickable {
  readonly id: string;
  readonly name: string;
}

/** Where the list's words live in the `tournaments` namespace: `setup.contacts` or `setup.network`. */
export type PickListWords = 'setup.contacts' | 'setup.network';

/** What the list shows: loading, failed, or the people read so far (and whether more can be read). */
export interface PickListState {
  readonly pending: boolean;
  readonly failed: boolean;
  readonly items: readonly Pickable[];
  readonly more?: { readonly loading: boolean; readonly load: () => void };
}

/**
 * A button that opens a list of people to add as players, each with its own button; one already in
 * (or refused) says why under its name. The list is read only once opened.
 */
export function PickerToggle({ words, children }: { words: PickListWords; children: React.ReactNode }) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t(`${words}.hide`) : t(`${words}.show`)}
      </Button>
      {open ? children : null}
    </div>
  );
}

export function PickList({
  words,
  state,
  onPick,
}: {
  words: PickListWords;
  state: PickListState;
  onPick: (person: Pickable) => SetupErrorKey | null;
}) {
  const { t } = useTranslation('tournaments');
  const [refused, setRefused] = useState<{ id: string; error: SetupErrorKey } | null>(null);
  if (state.pending) return <Spinner label={t(`${words}.loading`)} className="py-3" />;
  if (state.failed) return <p className="py-2 text-sm text-red-700">{t(`${words}.failed`)}</p>;
  if (state.items.length === 0) return <p className="py-2 text-sm text-muted">{t(`${words}.empty`)}</p>;
  return (
    <div className="mt-2 grid gap-2">
      <ul aria-label={t(`${words}.title`)} className="grid gap-2">
        {state.items.map((person) => (
          <li
            key={person.id}
            className="flex items-center justify-between gap-2 rounded-2xl ring-1 ring-court-100 py-1 pr-1 pl-4"
          >
            <span className={`min-w-0 ${WRAP}`}>
              {person.name}
              {refused?.id === person.id ? (
                <span className="block text-sm text-red-700">{t(refused.error)}</span>
              ) : null}
            </span>
            <Button
              variant="ghost"
              aria-label={t(`${words}.add`, { name: person.name })}
              onClick={() => {
                const error = onPick(person);
                setRefused(error ? { id: person.id, error } : null);
              }}
            >
              {t(`${words}.addShort`)}
            </Button>
          </li>
        ))}
      </ul>
      {state.more ? (
        <Button variant="secondary" disabled={state.more.loading} onClick={state.more.load}>
          {t(`${words}.more`)}
        </Button>
      ) : null}
    </div>
  );
}
