import { Ban, Check, type LucideIcon, ShieldOff, UserMinus, UserPlus, X } from 'lucide-react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import type { ConnectionAction } from './network-api';

const LOOKS: Record<ConnectionAction, { variant: ButtonVariant; icon: LucideIcon }> = {
  connect: { variant: 'court', icon: UserPlus },
  accept: { variant: 'court', icon: Check },
  decline: { variant: 'secondary', icon: X },
  cancel: { variant: 'secondary', icon: X },
  remove: { variant: 'secondary', icon: UserMinus },
  block: { variant: 'ghost', icon: Ban },
  unblock: { variant: 'secondary', icon: ShieldOff },
};

/**
 * One connection button. In a list, where several say "Conectar", `playerName` makes its name say
 * whose (`Conectar con José García`); the visible label starts that name, so voice control finds it.
 */
export function ConnectionButton({
  action,
  playerName,
  busy,
  onPress,
}: {
  action: ConnectionAction;
  playerName?: string | undefined;
  busy: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation('network');
  const { variant, icon: Icon } = LOOKS[action];
  return (
    <Button
      variant={variant}
      disabled={busy}
      aria-label={playerName ? t(`actions.named.${action}`, { name: playerName }) : undefined}
      onClick={onPress}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`actions.${action}`)}
    </Button>
  );
}
