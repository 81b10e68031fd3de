/**
 * The back office's gate. Every /api/admin route but sign-in and set-up (/api/admin/auth/...) needs a
 * signed-in staff session: without one the answer is 401, whatever the route, before anything else runs.
 * Routes for administrators only add `adminOnly` (403 for an agent).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { STAFF_AUTH_MESSAGES, type TStaffMember } from '@contracts/admin/staff-auth';
import { readCookie } from '../http/cookies';
import type { Database } from '../db/database';
import { staffMemberOf } from '../services/staff/staff-members';
import { findSession, type ActiveSession, type SessionSettings } from '../services/staff/staff-sessions';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in member of staff (set on /api/admin routes past the gate). */
    staff?: TStaffMember;
  }
}

export const staffSessionCookieName = (secure: boolean) => (secure ? '__Host-staff_session' : 'staff_session');

export type StaffSessionCookies = {
  read: (req: Request) => string | undefined;
  set: (res: Response, token: string) => void;
  clear: (res: Response) => void;
};

/** HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), a session cookie (gone with the browser). */
export function staffSessionCookies(secure: boolean): StaffSessionCookies {
  const name = staffSessionCookieName(secure);
  const options = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };
  return {
    read: (req) => readCookie(req, name),
    set: (res, token) => void res.cookie(name, token, options),
    clear: (res) => void res.clearCookie(name, options),
  };
}

/** Where the back office's API lives; the gate guards all of it. */
export const ADMIN_API_PREFIX = '/api/admin';
const OPEN_PATHS = /^\/auth\//;

export function staffGate(db: Database, settings: SessionSettings, cookies: StaffSessionCookies): RequestHandler {
  return async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (OPEN_PATHS.test(req.path)) return next();
    const session = await findSession(db, cookies.read(req), settings);
    if (!session || session.stage !== 'signed_in') {
      res.status(401).json({ message: STAFF_AUTH_MESSAGES.signInRequired, requestId: req.requestId });
      return;
    }
    req.staff = staffMemberOf(session.staff);
    next();
  };
}

/** After the gate: refuses an agent with 403. */
export const adminOnly = (req: Pick<Request, 'staff' | 'requestId'>, res: Response, next: NextFunction): void => {
  if (req.staff?.role !== 'admin') {
    res.status(403).json({ message: STAFF_AUTH_MESSAGES.adminOnly, requestId: req.requestId });
    return;
  }
  next();
};

export const sessionOf = (db: Database, req: Request, settings: SessionSettings, cookies: StaffSessionCookies): Promise<ActiveSession | undefined> =>
  findSession(db, cookies.read(req), settings);

export const clientIpOf = (req: Pick<Request, 'ip' | 'socket'>) => req.ip ?? req.socket.remoteAddress ?? '';
