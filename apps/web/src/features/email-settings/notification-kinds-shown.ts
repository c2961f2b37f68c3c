import type { NotificationKind, PublicConfig } from '@marcador/contracts';
import { NOTIFICATION_KINDS } from '@marcador/contracts/limits';

/** Kinds that belong to a feature the deployment may switch off: no switch for news that never comes. */
const KIND_FLAGS: Partial<Record<NotificationKind, keyof PublicConfig['flags']>> = {
  tournament_round: 'tournaments',
  venue_approved: 'courtAdmin',
  venue_rejected: 'courtAdmin',
  session_added: 'courtAdmin',
  session_cancelled: 'courtAdmin',
};

/** The notification kinds whose e-mail the settings offer, given the deployment's flags (none known: off). */
export function notificationKindsShown(flags: PublicConfig['flags'] | undefined): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const flag = KIND_FLAGS[kind];
    return flag === undefined || flags?.[flag] === true;
  });
}
