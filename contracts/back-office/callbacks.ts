/**
 * The back office's callbacks (issue 12): every cancellation request whose person asked to be called back
 * to discuss options (win-back), as a task on the day and in the window they chose. Due today first, then
 * overdue (oldest first), then upcoming (soonest first). Needs a signed-in staff session (401 otherwise).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZErrorResponse } from '../errors';
import { CALLBACK_WINDOWS } from '../policy-changes/cancellation';
import { SUBMISSION_STATUS_VALUES } from './submission-kinds';

/** open: only submissions not yet Completed or Declined (the default); all: every one. */
export const CALLBACK_INCLUDES = ['open', 'all'] as const;
/** The groups of the list, in its order. */
export const CALLBACK_DUES = ['today', 'overdue', 'upcoming'] as const;
export type CallbackDue = (typeof CALLBACK_DUES)[number];

/** Submissions in these statuses need no callback any more. */
export const CLOSED_SUBMISSION_STATUSES = ['completed', 'declined'] as const;

export const ZCallbacksQuery = z
  .object({ include: z.enum(CALLBACK_INCLUDES, { errorMap: () => ({ message: 'Choose open or all' }) }).default('open') })
  .strict();
export type TCallbacksQuery = z.input<typeof ZCallbacksQuery>;

export const ZCallbackTask = z.object({
  referenceNumber: z.string(),
  name: z.string(),
  /** Digits, as the form stored them. */
  phone: z.string(),
  email: z.string(),
  policyNumber: z.string(),
  /** The day asked for, YYYY-MM-DD (America/New_York). */
  date: z.string(),
  /** The window asked for: morning | afternoon | evening (CALLBACK_WINDOWS). */
  window: z.string(),
  /** The submission's status. */
  status: z.enum(SUBMISSION_STATUS_VALUES),
  assignedTo: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Its group: the day asked for is today, passed, or to come (in the agency's time zone). */
  due: z.enum(CALLBACK_DUES),
});
export type TCallbackTask = z.infer<typeof ZCallbackTask>;

export const ZCallbackList = z.object({
  /** Today in America/New_York, as the server judged "due". */
  today: z.string(),
  tasks: z.array(ZCallbackTask),
});
export type TCallbackList = z.infer<typeof ZCallbackList>;

/** A window's label ('Morning (9am - 12pm)'), or the stored value when it is none of them. */
export const callbackWindowLabel = (window: string): string => CALLBACK_WINDOWS.find((w) => w.value === window)?.label ?? window;

const c = initContract();

export const callbacksContract = c.router({
  listCallbacks: {
    method: 'GET',
    path: '/api/admin/callbacks',
    summary: 'Win-back callbacks of cancellation requests: due today, then overdue (oldest first), then upcoming (soonest first)',
    query: ZCallbacksQuery,
    responses: { 200: ZCallbackList, 401: ZErrorResponse, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
});
