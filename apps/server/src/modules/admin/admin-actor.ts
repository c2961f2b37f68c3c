import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { viewerOf } from '../../plugins/auth-guards';
import { adminLogRepository } from './admin-log.repository';

/** The signed-in administrator who acts. */
export interface Actor {
  id: string;
  email: string;
}

/** The administrator of a request that passed requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = viewerOf(request);
  return { id: user.id, email: user.email };
}

/**
 * Writes an administrator's change to an account to the admin action log (spec log_admin_action):
 * the acting admin's id and e-mail, the phase, the target's e-mail and the time.
 */
export function recordChange(db: Db, action: string, actor: Actor, target: { id: string; email: string }) {
  return adminLogRepository(db).record({
    action,
    actorUserId: actor.id,
    targetUserId: target.id,
    details: {
      userId: actor.id,
      email: actor.email,
      roleBased: true,
      phase: action,
      targetEmail: target.email,
      timestamp: new Date().toISOString(),
    },
  });
}
