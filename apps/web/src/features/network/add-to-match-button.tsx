import { UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { PickedPlayer } from '../../lib/match/setup-draft';
import { useTranslation } from '../../lib/use-translation';

/** What /contacts?pick=setup gives each contact: the way to fill the match's next free invite place. */
export interface MatchPick {
  choose: (player: PickedPlayer) => void;
  /** Three players are invited already (spec: at most 3): nobody more can be added. */
  full: boolean;
}

/** "Añadir a la partida", named after the contact for screen readers. */
export function AddToMatchButton({ pick, player }: { pick: MatchPick; player: PickedPlayer }) {
  const { t } = useTranslation('network');
  return (
    <Button
      variant="court"
      disabled={pick.full}
      aria-label={t('contacts.pick.addNamed', { name: player.name })}
      onClick={() => pick.choose(player)}
    >
      <UserPlus aria-hidden="true" className="size-4" />
      {t('contacts.pick.add')}
    </Button>
  );
}
