/**
 * The back office's session cookie, and what its routes read of the request. Who may call which route is
 * decided before them, by the gate built from the table of roles (staff-access.ts).
 */
import type { Request, Response } from 'express';
import type { TStaffMember } from '@contracts/back-office/staff-auth';
import { readCookie } from '../http/cookies';
import type { Database } from '../db/database';
import { findSession, type ActiveSession, type SessionSettings } from '../services/staff/staff-sessions';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in member of staff (set on /api/admin routes past the gate, staff-access.ts). */
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

export const sessionOf = (db: Database, req: Request, settings: SessionSettings, cookies: StaffSessionCookies): Promise<ActiveSession | undefined> =>
  findSession(db, cookies.read(req), settings);

/** The member of staff of an /api/admin route: the gate (staff-access.ts) has run before every handler there. */
export const staffOf = (req: Pick<Request, 'staff'>): TStaffMember => {
  if (!req.staff) throw new Error('An /api/admin route ran without the staff gate');
  return req.staff;
};

export const clientIpOf = (req: Pick<Request, 'ip' | 'socket'>) => req.ip ?? req.socket.remoteAddress ?? '';
