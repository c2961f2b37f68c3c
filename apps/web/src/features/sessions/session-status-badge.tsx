import type { SessionStatus } from '@marcador/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

const TONES: Record<SessionStatus, BadgeTone> = {
  scheduled: 'court',
  in_play: 'ball',
  finished: 'neutral',
  cancelled: 'danger',
};

/** A session's status as a pill: Programada, En juego, Terminada, Cancelada. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('sessions');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
