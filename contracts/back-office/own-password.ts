/**
 * A member of staff changes their own password (OWASP ASVS 5.0 6.2.2, 6.2.3): their current password and a
 * code (from the authenticator app, or a recovery code), and a new password under the rules of set-up. Their
 * other sessions end, the change is in the audit log, and they are told by e-mail. Any signed-in role.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { staffPassword, ZSecondFactorCode } from './staff-auth';

export const OWN_PASSWORD_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'This is not your current password.',
} as const;

export const ZChangeOwnPasswordBody = z
  .object({
    currentPassword: z
      .string({ required_error: OWN_PASSWORD_MESSAGES.currentPasswordRequired })
      .min(1, OWN_PASSWORD_MESSAGES.currentPasswordRequired)
      .max(200, OWN_PASSWORD_MESSAGES.currentPasswordWrong),
    code: ZSecondFactorCode,
    newPassword: staffPassword(),
  })
  .strict();
export type TChangeOwnPasswordBody = z.input<typeof ZChangeOwnPasswordBody>;

const c = initContract();

export const ownPasswordContract = c.router({
  changeOwnPassword: {
    method: 'POST',
    path: '/api/admin/me/password',
    summary: 'Changes the signed-in member of staff’s own password; their other sessions end',
    description:
      'Needs the current password and a code (authenticator app, or a recovery code, which is used up). A wrong one, or a new password ' +
      'that is short, long, common or made of the person’s name, is a 422 naming the field (currentPassword, code, newPassword). The ' +
      'attempts count with sign-in’s (per account and browser): 429 with Retry-After. Right: 204, every other session of theirs ends, the ' +
      'change is audited and e-mailed to them.',
    body: ZChangeOwnPasswordBody,
    responses: withCommonErrors({ 204: c.noBody(), 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
