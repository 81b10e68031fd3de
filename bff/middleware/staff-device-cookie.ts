/**
 * The known-device cookie (bff/services/staff/known-devices.ts): given at each whole sign-in, read by the
 * sign-in steps and the password change. HttpOnly (no script reads it), SameSite=Strict, Secure and
 * __Host- prefixed where cookies are Secure, and lasting KNOWN_DEVICE_DAYS: unlike the session, it outlives
 * the browser's closing, which is its point.
 */
import type { Request, Response } from 'express';
import { readCookie } from '../http/cookies';
import { KNOWN_DEVICE_DAYS } from '../services/staff/known-devices';

const staffDeviceCookieName = (secure: boolean) => (secure ? '__Host-staff_device' : 'staff_device');

export type StaffDeviceCookie = { read: (req: Request) => string | undefined; set: (res: Response, token: string) => void };

export function staffDeviceCookie(secure: boolean): StaffDeviceCookie {
  const name = staffDeviceCookieName(secure);
  const options = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/', maxAge: KNOWN_DEVICE_DAYS * 24 * 3_600_000 };
  return {
    read: (req) => readCookie(req, name),
    set: (res, token) => void res.cookie(name, token, options),
  };
}
