import type { Request, Response } from 'express';
import { tooManyAttemptsMessage } from '@contracts/back-office/staff-auth';
import type { Wait } from '../../services/staff/sign-in';

/** The 429 of an attempt that has to wait (sign-in, a password change), with Retry-After in seconds. */
export function waitAnswer(req: Request, res: Response, wait: Wait) {
  res.setHeader('Retry-After', String(wait.retryAfterSeconds));
  return { status: 429 as const, body: { message: tooManyAttemptsMessage(wait.retryAfterSeconds, wait.scope), requestId: req.requestId } };
}
