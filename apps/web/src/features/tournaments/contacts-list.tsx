import { type Pickable, PickList } from './pick-list';
import type { SetupErrorKey } from './setup-form';
import { useContactsToPick } from './tournaments-api';

/** The saved contacts. They carry no account id (decision 031), so they join by name. */
export function ContactsList({ onPick }: { onPick: (person: Pickable) => SetupErrorKey | null }) {
  const contacts = useContactsToPick();
  const state = { pending: contacts.isPending, failed: contacts.isError, items: contacts.data?.contacts ?? [] };
  return <PickList words="setup.contacts" state={state} onPick={onPick} />;
}
