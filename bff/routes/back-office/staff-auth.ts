import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { STAFF_AUTH_MESSAGES, staffAuthContract } from '@contracts/back-office/staff-auth';
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { staffDeviceCookie } from '../../middleware/staff-device-cookie';
import { clientIpOf, sessionOf, staffSessionCookies } from '../../middleware/staff-session';
import { recordStaffAction } from '../../services/staff/audit-log';
import { enterSecondFactor, signInWithPassword, type AttemptOrigin } from '../../services/staff/sign-in';
import { staffSignInLimit } from './staff-sign-in-limit';
import { waitAnswer } from './wait-answer';
import { staffMemberOf } from '../../services/staff/staff-member-row';
import { confirmStaffSetup, setStaffPassword, staffForSetupLink, StaffInputError } from '../../services/staff/staff-members';
import { revokeSession } from '../../services/staff/staff-sessions';

const s = initServer();
const M = STAFF_AUTH_MESSAGES;
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });
const invalidField = (req: Request, error: StaffInputError) => ({
  status: 422 as const,
  body: { message: VALIDATION_FAILED_MESSAGE, errors: { [error.field]: [error.message] }, requestId: req.requestId },
});

export const staffAuthRouter = ({ db, config, rateLimits, encryption }: AppDependencies) => {
  const cookies = staffSessionCookies(config.cookieSecure);
  const device = staffDeviceCookie(config.cookieSecure);
  const { sessions, signInThrottle } = config.staff;
  const limit = staffSignInLimit({ db, config, rateLimits });
  const originOf = (req: Request): AttemptOrigin => ({ ip: clientIpOf(req), deviceToken: device.read(req) });

  return s.router(staffAuthContract, {
    signIn: {
      middleware: [limit],
      handler: async ({ body, req, res }) => {
        const result = await signInWithPassword(db, { ...body, origin: originOf(req) }, sessions, signInThrottle);
        if (!result.ok) return result.reason === 'wait' ? waitAnswer(req, res, result) : answer(401, req, M.signInFailed);
        cookies.set(res, result.token);
        return { status: 200, body: { next: 'code' as const } };
      },
    },
    enterCode: {
      middleware: [limit],
      handler: async ({ body, req, res }) => {
        const pending = await sessionOf(db, req, sessions, cookies);
        if (!pending || pending.stage !== 'password') return answer(401, req, M.codeStepExpired);
        const result = await enterSecondFactor(db, pending, { code: body.code, origin: originOf(req) }, sessions, signInThrottle, encryption);
        if (!result.ok) return result.reason === 'wait' ? waitAnswer(req, res, result) : answer(401, req, M.codeFailed);
        cookies.set(res, result.token);
        device.set(res, result.deviceToken);
        return { status: 200, body: result.staff };
      },
    },
    session: async ({ req }) => {
      const session = await sessionOf(db, req, sessions, cookies);
      if (!session || session.stage !== 'signed_in') return answer(401, req, M.signInRequired);
      return { status: 200, body: staffMemberOf(session.staff) };
    },
    signOut: async ({ req, res }) => {
      const session = await sessionOf(db, req, sessions, cookies);
      if (session) {
        await revokeSession(db, session.idHash);
        await recordStaffAction(db, { staffId: session.staff.id, action: 'sign_out', ip: clientIpOf(req) });
      }
      cookies.clear(res);
      return { status: 204, body: undefined };
    },
    openSetup: {
      middleware: [limit],
      handler: async ({ body, req }) => {
        const staff = await staffForSetupLink(db, body.token);
        if (!staff) return answer(404, req, M.setupLinkInvalid);
        return { status: 200, body: { name: staff.name, email: staff.email } };
      },
    },
    setPassword: {
      middleware: [limit],
      handler: async ({ body, req }) => {
        const staff = await staffForSetupLink(db, body.token);
        if (!staff) return answer(404, req, M.setupLinkInvalid);
        try {
          return { status: 200, body: await setStaffPassword(db, staff, body.password, encryption) };
        } catch (error) {
          if (error instanceof StaffInputError) return invalidField(req, error);
          throw error;
        }
      },
    },
    confirmSetup: {
      middleware: [limit],
      handler: async ({ body, req }) => {
        const staff = await staffForSetupLink(db, body.token);
        if (!staff) return answer(404, req, M.setupLinkInvalid);
        try {
          return { status: 200, body: { recoveryCodes: await confirmStaffSetup(db, staff, body.token, body.code, encryption) } };
        } catch (error) {
          if (error instanceof StaffInputError) return error.field === 'token' ? answer(404, req, error.message) : invalidField(req, error);
          throw error;
        }
      },
    },
  });
};
