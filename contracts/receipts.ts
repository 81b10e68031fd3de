/**
 * POST /api/send-receipt (seed 001 §3 "Receipt request", §4, §5 Receipt, §7): e-mails a receipt of a
 * submitted form: its server-issued reference number and the details the success screen shows, as the
 * server stored them. It goes to the address given on the form, or to another one with the single-use
 * receipt token the submission's answer carried (ARCHITECTURE.md: a receipt never repeats what the browser
 * sends, to any address). Seed 001 §3's `details` are still accepted, and ignored.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { optionalText, receiptEmail, requiredText } from './fields';

/** Bounds: a success screen shows a handful of details; these leave room and keep a mail a mail. */
export const RECEIPT_LIMITS = { details: 30, label: 100, value: 1000, reference: 40, token: 100 } as const;

export const RECEIPT_MESSAGES = {
  referenceRequired: 'Reference number is required',
  /** Only references we issued get a receipt: the endpoint must not send mail about anything else. */
  unknownReference: 'We have no submission with this reference number, so no receipt can be sent for it.',
  tooManyForReference: (limit: number) =>
    `A receipt for this reference number has already been sent ${limit} times. Please contact us if you need another copy.`,
  /** Another address than the form's, without a valid receipt token (unused, unexpired, of this reference). */
  otherAddress: 'A receipt can only be sent to the email address given on the form.',
  /** MAILS_PER_ADDRESS_PER_DAY reached for this address (429): what we send it on request is limited. */
  addressLimitReached: 'We have sent this e-mail address all we send it in a day. Please try again tomorrow, or contact us if you need a copy.',
  /**
   * Under 'Receipt sent to {email}', always (whether the address is confirmed is not told to whoever asks):
   * a receipt goes only to an address its owner has confirmed.
   */
  confirmAddress: 'If you have not confirmed this address with us before, look for our e-mail asking you to, and press Confirm: the receipt follows.',
  /** RECEIPTS_PER_DAY reached across the whole site (429). */
  dailyLimitReached: 'We cannot send any more receipts right now. Please try again later, or contact us if you need a copy.',
  detailLabel: 'Each detail needs a label',
  tooManyDetails: `At most ${RECEIPT_LIMITS.details} details can be sent`,
  /** Seed 001 §8 Receipt failure, the app's words when sending fails. */
  failed: 'Failed to send receipt. Please try again.',
  rateLimited: 'You are sending receipts too quickly. Please wait a moment and try again.',
  /** Seed 001 §4: what the success screen shows once sent. */
  sent: (email: string) => `Receipt sent to ${email}`,
} as const;

export const ZReceiptDetail = z
  .object({
    label: requiredText(RECEIPT_MESSAGES.detailLabel, RECEIPT_LIMITS.label),
    value: z
      .string({ required_error: 'Must be text', invalid_type_error: 'Must be text' })
      .trim()
      .max(RECEIPT_LIMITS.value, `Must be at most ${RECEIPT_LIMITS.value} characters`),
  })
  .strict();
export type TReceiptDetail = z.infer<typeof ZReceiptDetail>;

export const ZSendReceiptBody = z
  .object({
    email: receiptEmail(),
    reference_number: requiredText(RECEIPT_MESSAGES.referenceRequired, RECEIPT_LIMITS.reference).transform((value) => value.toUpperCase()),
    receipt_token: optionalText(RECEIPT_LIMITS.token).describe(
      "The receiptToken of the submission's answer: needed, and used up, only to send the receipt to another address than the one given on the form.",
    ),
    details: z
      .array(ZReceiptDetail, { invalid_type_error: 'Details must be a list of label and value' })
      .max(RECEIPT_LIMITS.details, RECEIPT_MESSAGES.tooManyDetails)
      .optional()
      .describe('Ignored (accepted for older pages): the receipt lists what the server stored for the reference.'),
  })
  .strict();
export type TSendReceiptBody = z.input<typeof ZSendReceiptBody>;

export const ZSendReceiptResponse = z.object({
  success: z.literal(true),
  /** 'Receipt sent to {email}', the address it goes to (it is queued for delivery: the answer is 202). */
  message: z.string(),
});
export type TSendReceiptResponse = z.infer<typeof ZSendReceiptResponse>;

export const ZReceiptRateLimitedResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
});

const c = initContract();

export const receiptsContract = c.router({
  sendReceipt: {
    method: 'POST',
    path: '/api/send-receipt',
    summary: 'E-mail a receipt of a submitted form',
    description:
      'Queues an e-mail with the reference number and the details of the submission as the server stored them (the `details` sent are ignored). ' +
      'Only references of submissions whose success screen offers a receipt are accepted (422 on reference_number otherwise). ' +
      'It goes to the address given on the form (`email` matching it, ignoring case and surrounding spaces), or to another address only with `receipt_token`, ' +
      "the single-use token (valid 24 hours) of the submission's answer, which that send uses up; without a valid token another address is refused 422 on email. " +
      'Each reference may be e-mailed RECEIPTS_PER_REFERENCE times (2; 422 on reference_number beyond), and the whole site sends at most RECEIPTS_PER_DAY receipts in 24 hours (200; 429 with Retry-After beyond). ' +
      'Each client (an IPv4 address or IPv6 /64) may ask for a limited number of receipts a minute (RECEIPT_RATE_LIMIT_PER_MINUTE), and the site as a whole (RECEIPT_SITE_RATE_LIMIT_PER_MINUTE); beyond them the answer is 429 or 503 with Retry-After in seconds. ' +
      'The receipt repeats what the submitter stored, so it goes only to an address its owner has proved: until then it waits in the outbox, and the ' +
      'address gets one mail of our own words with a single-use link (POST /api/address-proofs/confirm). At most MAILS_PER_ADDRESS_PER_DAY (2) such mails ' +
      'reach one address in 24 hours; beyond, 429 with Retry-After, and the refused receipt is kept in the outbox as a record. ' +
      'Needs the X-CSRF-TOKEN header. The answer is 202: the mail is in the outbox and is delivered shortly (or once the address is proved).',
    body: ZSendReceiptBody,
    responses: withCommonErrors({ 202: ZSendReceiptResponse, 429: ZReceiptRateLimitedResponse }),
    strictStatusCodes: true,
  },
});
