import type { InvitePosition } from '@marcador/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { matches } from '../../db/schema';

/**
 * The invite position (the match's `invitedPlayers`) a participant row was written from, read in the
 * row's match: an invite by e-mail matches the row's lower-case address, one by account the row's user
 * id (decision 031). Null when the set-up names no invite of the row's.
 */
export function invitePosition(participant: { playerEmail: AnyColumn; userId: AnyColumn }): SQL<InvitePosition | null> {
  return sql<InvitePosition | null>`(select invite->>'position'
    from jsonb_array_elements(${matches.config}->'invitedPlayers') as invite
    where lower(invite->>'email') = ${participant.playerEmail} or invite->>'userId' = ${participant.userId}
    limit 1)`;
}
