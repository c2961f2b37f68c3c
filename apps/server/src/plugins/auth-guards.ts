import { isCourtAdmin, type PlanTier, planAtLeast } from '@marcador/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { adminLogRepository } from '../modules/admin/admin-log.repository';
import { resolveViewer, type Viewer } from './auth';
import { HttpError } from './error-shape';
import { AccountError } from './locale';

/** 401 'Usuario no autenticado' (spec wording for master-admin actions, used for every guard). */
export const notSignedIn = () => new AccountError(401, 'unauthorized', 'auth.errors.notAuthenticated');

/** A guard's view of the signed-in user; throws 401 when there is none. */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const viewer = await resolveViewer(request, reply);
  if (!viewer) throw notSignedIn();
  return viewer;
}

/** preHandler: 401 unless signed in. Then `viewerOf(request)` gives the user, roles and plan. */
export const requireUser: preHandlerAsyncHookHandler = async (request, reply) => {
  await signedIn(request, reply);
};

/**
 * preHandler: 401 when signed out; 403 'Acceso denegado: Se requieren permisos de Master Admin'
 * unless the user has the admin role. Refusals of signed-in users are written to the admin action
 * log as `master_admin_action_attempted` (spec: master-admin actions are logged).
 */
export const requireAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  const viewer = await signedIn(request, reply);
  if (viewer.roles.includes('admin')) return;
  await adminLogRepository(request.server.database.db).record({
    action: 'action_attempted',
    actorUserId: viewer.user.id,
    details: {
      userId: viewer.user.id,
      email: viewer.user.email,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      timestamp: new Date().toISOString(),
    },
  });
  throw new AccountError(403, 'forbidden', 'admin.errors.masterAdminRequired');
};

/** preHandler: 401 when signed out; 403 unless the user has the court_admin role or is an admin. */
export const requireCourtAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  const viewer = await signedIn(request, reply);
  if (!isCourtAdmin(viewer.roles)) throw new HttpError(403, 'forbidden', 'Only court admins manage a venue.');
};

/** preHandler factory: 401 when signed out, 403 `plan_required` below `plan` (master counts as premium). */
export function requirePlan(plan: PlanTier): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!planAtLeast(viewer.plan, plan)) throw new AccountError(403, 'plan_required', 'plan.errors.premiumRequired');
  };
}

/** The signed-in user inside a handler guarded by one of the preHandlers above. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('viewerOf used on a route without requireUser, requireAdmin or requirePlan');
  return request.viewer;
}
