/**
 * The back office's callbacks (issue 12): every cancellation request whose person asked to be called back
 * to discuss options (win-back), as a task on the day and in the window they chose. Due today first, then
 * overdue (oldest first), then upcoming (soonest first). Needs a signed-in staff session (401 otherwise).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalDate } from '../fields';
import { withCommonErrors, ZErrorResponse } from '../errors';
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

/**
 * How a callback went, recorded on its own (the request's status, and the mail that goes with it, stay as they
 * are): done (it is off the open list), no answer (it stays, with the attempt), rescheduled (to a new day and window).
 */
const CALLBACK_OUTCOMES = [
  { value: 'done', label: 'Done' },
  { value: 'no_answer', label: 'No answer' },
  { value: 'rescheduled', label: 'Rescheduled' },
] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number]['value'];
export const callbackOutcomeLabel = (outcome: string): string => CALLBACK_OUTCOMES.find((option) => option.value === outcome)?.label ?? outcome;
const CALLBACK_OUTCOME_VALUES = CALLBACK_OUTCOMES.map((outcome) => outcome.value) as [CallbackOutcome, ...CallbackOutcome[]];

const CALLBACK_OUTCOME_MESSAGES = {
  outcome: 'Choose done, no answer or rescheduled',
  date: 'Choose the day of the new callback',
  window: 'Choose the window of the new callback',
  notACallback: 'This request asked for no callback.',
} as const;

export const ZCallbackOutcomeBody = z
  .object({
    outcome: z.enum(CALLBACK_OUTCOME_VALUES, { errorMap: () => ({ message: CALLBACK_OUTCOME_MESSAGES.outcome }) }),
    /** For a rescheduled callback: the new day (today or later, Eastern time) and window. */
    date: optionalDate('notBeforeToday').default(''),
    window: z.string().trim().max(20).default(''),
    note: z.string().trim().max(1000, 'Write at most 1000 characters').default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.outcome !== 'rescheduled') return;
    if (!body.date) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['date'], message: CALLBACK_OUTCOME_MESSAGES.date });
    if (!CALLBACK_WINDOWS.some((window) => window.value === body.window))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['window'], message: CALLBACK_OUTCOME_MESSAGES.window });
  });
/** The last outcome recorded, by whom and when. */
const ZCallbackLastOutcome = z.object({
  outcome: z.enum(CALLBACK_OUTCOME_VALUES),
  at: z.string(),
  staffName: z.string().nullable(),
  note: z.string(),
});

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
  /** How the last call went, if staff recorded one (a rescheduled callback's date and window are the new ones). */
  lastOutcome: ZCallbackLastOutcome.nullable(),
  /** Calls that found no answer. */
  unanswered: z.number().int(),
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
  recordCallbackOutcome: {
    method: 'POST',
    path: '/api/admin/callbacks/:referenceNumber/outcome',
    summary: 'Records how a callback went (done, no answer, rescheduled), without changing the request or e-mailing anyone',
    pathParams: z.object({ referenceNumber: z.string().trim().min(1).max(40) }),
    body: ZCallbackOutcomeBody,
    responses: withCommonErrors({ 200: ZCallbackTask, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
