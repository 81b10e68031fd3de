/**
 * The back office's one gate, built from its table of roles (contracts/back-office/route-roles.ts): in front of every
 * /api/admin route, before any handler, rate limit or body check runs. A route open to `anyone` (sign-in,
 * set-up) passes; every other needs a signed-in session (401 without one) and, for an administrator's route,
 * the administrator's role (403 for an agent). A path under /api/admin that is no route of the table is
 * answered 401 without a session and 404 with one: a handler mounted without a line in the table is never
 * reached.
 *
 * A refusal of a signed-in member (403) is logged with who and which route (no other data), so tries at what
 * one's role does not allow show in the log (OWASP ASVS 5.0 16.3.2).
 *
 * Built as an Express router with each route's own method and path, so it matches a request exactly as the
 * handlers' routes do (same order, same case and trailing-slash rules).
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { BACK_OFFICE_ROUTES } from '@contracts/back-office/back-office-routes';
import { BACK_OFFICE_API_PREFIX, mayCall, type BackOfficeRouteAccess } from '@contracts/back-office/route-roles';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import type { Database } from '../db/database';
import type { Logger } from '../http/logger';
import { staffMemberOf } from '../services/staff/staff-member-row';
import { findSession, type SessionSettings } from '../services/staff/staff-sessions';
import { apiNotFound } from './errors';
import type { StaffSessionCookies } from './staff-session';

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

const refuse = (res: Response, req: Request, status: 401 | 403) =>
  void res.status(status).json({ message: status === 401 ? STAFF_AUTH_MESSAGES.signInRequired : STAFF_AUTH_MESSAGES.adminOnly, requestId: req.requestId });

export function staffAccess(db: Database, settings: SessionSettings, cookies: StaffSessionCookies, logger: Logger): Router {
  /** Sets req.staff for a signed-in session; false (answered 401) without one. */
  const signIn = async (req: Request, res: Response): Promise<boolean> => {
    const session = await findSession(db, cookies.read(req), settings);
    if (!session || session.stage !== 'signed_in') {
      refuse(res, req, 401);
      return false;
    }
    req.staff = staffMemberOf(session.staff);
    return true;
  };

  const guard =
    (access: BackOfficeRouteAccess, route: string): RequestHandler =>
    async (req, res, next) => {
      if (access !== 'anyone') {
        if (!(await signIn(req, res))) return;
        if (!mayCall(req.staff!.role, access)) {
          logger.warn({ staffId: req.staff!.id, role: req.staff!.role, route, requestId: req.requestId }, 'back office: refused a route of another role');
          return refuse(res, req, 403);
        }
      }
      next('router'); // on to the route's handler, past the other routes of this table
    };

  const router = Router();
  router.use(BACK_OFFICE_API_PREFIX, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  for (const route of BACK_OFFICE_ROUTES) {
    const verb = VERBS[route.method as keyof typeof VERBS];
    if (route.access && verb) router[verb](route.path, guard(route.access, `${route.method} ${route.path}`));
  }
  router.use(BACK_OFFICE_API_PREFIX, async (req, res, next) => {
    if (await signIn(req, res)) apiNotFound(req, res, next);
  });
  return router;
}
