import { type ReactNode, useState } from 'react';
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

/** One place to pick people from: its words, and its list (read only once opened). */
export interface PickSource {
  readonly words: PickListWords;
  readonly list: () => ReactNode;
}

/**
 * A button for each place to pick people from, in a row; the one opened shows its list below them,
 * the form's whole width, and opening another closes it.
 */
export function PickSources({ sources }: { sources: readonly PickSource[] }) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState<PickListWords | null>(null);
  const shown = sources.find((source) => source.words === open);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {sources.map(({ words }) => (
          <Button
            key={words}
            variant="secondary"
            aria-expanded={open === words}
            onClick={() => setOpen(open === words ? null : words)}
          >
            {open === words ? t(`${words}.hide`) : t(`${words}.show`)}
          </Button>
        ))}
      </div>
      {shown ? shown.list() : null}
    </div>
  );
}

/** The people of one place, each with a button adding them; one already in (or refused) says why. */
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
    <div className="grid gap-2">
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
