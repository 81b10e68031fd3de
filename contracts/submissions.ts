/** What every form submission with a server-issued reference shares: its idempotency id and its answer. */
import { z } from 'zod';

const REQUEST_ID_MESSAGE = 'A request id (8 to 100 letters, digits, - or _) is required.';

export const ZRequestId = z
  .string({ required_error: REQUEST_ID_MESSAGE, invalid_type_error: REQUEST_ID_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, REQUEST_ID_MESSAGE)
  .describe('Made by the browser once per request: a retried submission with the same id is answered with the first one.');

/** The answer to a stored submission: its reference, whether it was a retry, and the receipt token. */
export const ZSubmissionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  referenceNumber: z.string(),
  /** True when this requestId had been received before: nothing new was stored. */
  duplicate: z.boolean(),
  receiptToken: z
    .string()
    .describe(
      "Single use, valid 24 hours: send it as receipt_token to POST /api/send-receipt to have the receipt e-mailed to another address than the one given. Each answer, a retried request's too, carries a new one.",
    ),
});
export type TSubmissionResponse = z.infer<typeof ZSubmissionResponse>;
