import { isCourtAdmin, type PlanTier, planAtLeast } from '@marcador/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { adminLogRepository } from '../modules/admin/admin-log.repository';
import { resolveViewer, type Viewer } from './auth';
import { HttpError } from './error-shape';
import { AccountError } from './locale';
import { bySubject, type LimitRule } from './rate-limits';

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

/** Refusals of one signed-in user on admin routes before they are answered 429 (decision 019). */
const ADMIN_REFUSALS_PER_USER: LimitRule = {
  name: 'admin-refusal:user',
  max: 10,
  windowMs: 10 * 60_000,
  subject: bySubject.user,
};

/**
 * Refuses the signed-in user of `request` an admin area: 403 'Acceso denegado: Se requieren
 * permisos de Master Admin', written to the admin action log as `master_admin_action_attempted`
 * (spec: master-admin actions are logged), repeats within an hour counted on one row. Past
 * ADMIN_REFUSALS_PER_USER the answer is 429 and nothing is logged, so a flood of refused calls
 * costs a counter update each, not a log row.
 */
export async function refuseAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
  details: Record<string, unknown>,
): Promise<never> {
  const { server } = request;
  await server.limit([ADMIN_REFUSALS_PER_USER]).call(server, request, reply);
  await adminLogRepository(server.database.db).recordRepeatable({
    action: 'action_attempted',
    actorUserId: viewerOf(request).user.id,
    details,
  });
  throw new AccountError(403, 'forbidden', 'admin.errors.masterAdminRequired');
}

/**
 * preHandler: 401 when signed out; 403 (see refuseAdmin, with the route in the log) unless the user
 * has the admin role.
 */
export const requireAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  const viewer = await signedIn(request, reply);
  if (viewer.roles.includes('admin')) return;
  await refuseAdmin(request, reply, {
    userId: viewer.user.id,
    email: viewer.user.email,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    timestamp: new Date().toISOString(),
  });
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
