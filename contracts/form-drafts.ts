/**
 * Finishing a form on another device (issue 24): a multi-step form's answers so far (never its files) are kept
 * on the server for 7 days, sealed, behind a single-use link mailed to the person; the link restores the form
 * at its step on any device, once. The browser's own drafts (seed 001 §3) are unchanged.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { LINK_SECRET_PATTERN } from './document-signing';
import { withCommonErrors, ZErrorResponse } from './errors';
import { portalEmail } from './fields';
import { isSubmissionFormPath } from './forms/form-pages';

/** How long a form kept for later waits, in days; the link works once within them. */
export const FORM_DRAFT_DAYS = 7;
/** The answers of the longest form are a few kilobytes; more is not a form. */
const MOST_DRAFT_CHARACTERS = 64_000;
const MOST_STEPS = 20;

export const FORM_DRAFT_MESSAGES = {
  sent: (email: string) =>
    `We are e-mailing a link to ${email}. Open it on any device within ${FORM_DRAFT_DAYS} days to carry on where you left off. ` +
    'Files you chose are not kept: attach them again when you finish. If this address has not been confirmed with us yet, we first ask you to confirm it.',
  linkInvalid: 'This link has expired or has already been used. Your answers are kept for 7 days and open once; please start the form again.',
  formUnknown: 'This form cannot be kept for later.',
  tooLarge: 'These answers are too long to keep. Please finish the form now.',
} as const;

const step = z.number().int().min(1).max(MOST_STEPS);

export const ZFormDraft = z
  .object({
    formData: z.record(z.unknown()),
    currentStep: step,
    completedSteps: z.array(step).max(MOST_STEPS),
  })
  .strict()
  .refine((draft) => JSON.stringify(draft).length <= MOST_DRAFT_CHARACTERS, FORM_DRAFT_MESSAGES.tooLarge);
export type TFormDraft = z.infer<typeof ZFormDraft>;

export const ZSaveFormDraft = z
  .object({
    email: portalEmail(),
    formPath: z.string().max(200).refine(isSubmissionFormPath, FORM_DRAFT_MESSAGES.formUnknown),
    formId: z.string().regex(/^[a-z0-9-]{1,60}$/, FORM_DRAFT_MESSAGES.formUnknown),
    portalType: z.enum(['customer', 'lender']),
    draft: ZFormDraft,
  })
  .strict();
export type TSaveFormDraft = z.input<typeof ZSaveFormDraft>;

export const ZOpenedFormDraft = z.object({
  formPath: z.string(),
  formId: z.string(),
  portalType: z.enum(['customer', 'lender']),
  draft: ZFormDraft,
});
export type TOpenedFormDraft = z.infer<typeof ZOpenedFormDraft>;

const c = initContract();

export const formDraftsContract = c.router({
  saveFormDraft: {
    method: 'POST',
    path: '/api/form-drafts',
    summary: 'Keeps a form’s answers (no files) for 7 days and e-mails a single-use link that restores them',
    description:
      'The answers are sealed at rest. The link goes only to an address its owner has proved (a signed-in person’s is); otherwise it waits ' +
      'while the owner is asked, once, to confirm it (MAILS_PER_ADDRESS_PER_DAY). Always 202 with the same words. Rate limited (429, 503).',
    body: ZSaveFormDraft,
    responses: withCommonErrors({ 202: z.object({ message: z.string() }) }),
    strictStatusCodes: true,
  },
  openFormDraft: {
    method: 'POST',
    path: '/api/form-drafts/open',
    summary: 'Opens a kept form with its link’s token (after #), once; the kept answers are then deleted',
    body: z.object({ token: z.string().regex(LINK_SECRET_PATTERN, FORM_DRAFT_MESSAGES.linkInvalid) }).strict(),
    responses: withCommonErrors({ 200: ZOpenedFormDraft, 410: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
