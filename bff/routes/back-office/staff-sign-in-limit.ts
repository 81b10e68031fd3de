import type { Request } from 'express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { staffDeviceCookie } from '../../middleware/staff-device-cookie';
import { clientKey } from '../../services/rate-limits';
import { anyKnownDevice } from '../../services/staff/known-devices';

/**
 * The per-client rate limit of sign-in, set-up and password changes. A browser with a known-device cookie is
 * counted on its own: someone flooding from the same address (a shared office or mobile network) does not
 * use up the allowance of the person's own browser. A made-up cookie is counted by its address.
 */
export function staffSignInLimit({ db, config, rateLimits }: Pick<AppDependencies, 'db' | 'config' | 'rateLimits'>) {
  const device = staffDeviceCookie(config.cookieSecure);
  const clientOf = async (req: Request) => {
    const known = await anyKnownDevice(db, device.read(req));
    return known === undefined ? clientKey(req.ip ?? req.socket.remoteAddress) : `device:${known}`;
  };
  return rateLimited(rateLimits.of('staffSignIn'), RATE_LIMITED_MESSAGE, (message) => ({ message }), clientOf);
}
