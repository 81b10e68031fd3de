import { initServer } from '@ts-rest/express';
import { ownPasswordContract } from '@contracts/back-office/own-password';
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import type { AppDependencies } from '../../dependencies';
import { staffDeviceCookie } from '../../middleware/staff-device-cookie';
import { clientIpOf, sessionOf, staffSessionCookies } from '../../middleware/staff-session';
import { changeOwnPassword } from '../../services/staff/own-password';
import { staffSignInLimit } from './staff-sign-in-limit';
import { waitAnswer } from './wait-answer';

const s = initServer();

/** Any signed-in member of staff, for their own account (the gate has seen the session; it is read again for its id). */
export const ownPasswordRouter = ({ db, config, rateLimits, encryption }: AppDependencies) => {
  const cookies = staffSessionCookies(config.cookieSecure);
  const device = staffDeviceCookie(config.cookieSecure);
  const limit = staffSignInLimit({ db, config, rateLimits });
  return s.router(ownPasswordContract, {
    changeOwnPassword: {
      middleware: [limit],
      handler: async ({ body, req, res }) => {
        const session = await sessionOf(db, req, config.staff.sessions, cookies);
        if (!session || session.stage !== 'signed_in') return { status: 401, body: { message: STAFF_AUTH_MESSAGES.signInRequired, requestId: req.requestId } };
        const origin = { ip: clientIpOf(req), deviceToken: device.read(req) };
        const result = await changeOwnPassword(db, session, body, origin, config.staff.signInThrottle, encryption);
        if (result.ok) return { status: 204, body: undefined };
        if (result.field === undefined) return waitAnswer(req, res, result);
        return { status: 422, body: { message: VALIDATION_FAILED_MESSAGE, errors: { [result.field]: [result.message] }, requestId: req.requestId } };
      },
    },
  });
};
