import { ERROR_NOTICE_MS, GLOBAL_ERROR_MESSAGES, NOT_FOUND_NOTICE_MS } from './messages';

export type GlobalNotice = { kind: 'error' | 'warning'; title: string; message: string; autoClose: number };

/**
 * Seed 000 §8 "Global handling": what a failed call shows when its caller does not handle it.
 * 0 means no response at all. 422 is only logged (the form shows its field errors), and 419 is the
 * CSRF answer, which its caller handles by reloading.
 */
export function globalNoticeFor(status: number): GlobalNotice | null {
  if (status === 422 || status === 419) return null;
  if (status >= 500) return { kind: 'error', title: 'Server error', message: GLOBAL_ERROR_MESSAGES.server, autoClose: ERROR_NOTICE_MS };
  if (status === 404) return { kind: 'warning', title: 'Not found', message: GLOBAL_ERROR_MESSAGES.notFound, autoClose: NOT_FOUND_NOTICE_MS };
  return { kind: 'error', title: 'Connection problem', message: GLOBAL_ERROR_MESSAGES.communication, autoClose: ERROR_NOTICE_MS };
}
