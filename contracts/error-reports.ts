/** POST /api/error-report (seed 000 §3 "Error report", §8): every error the browser meets is reported here. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { API_PATHS } from './api-paths';

const text = (label: string, max: number) =>
  z
    .union([z.string({ invalid_type_error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`), z.null()])
    .optional()
    .transform((value) => value ?? '');

/** Free-form context the browser attaches: a JSON object of at most 20 keys. */
const jsonObject = (label: string) =>
  z
    .union([z.record(z.unknown(), { invalid_type_error: `${label} must be an object` }), z.null()])
    .optional()
    .refine((value) => !value || Object.keys(value).length <= 20, `${label} may have at most 20 keys`)
    .transform((value) => value ?? null);

export const ZErrorReportBody = z
  .object({
    form_type: text('Form type', 100),
    error_message: z
      .string({ required_error: 'Error message is required', invalid_type_error: 'Error message is required' })
      .trim()
      .min(1, 'Error message is required')
      .max(2000, 'Error message must be at most 2000 characters'),
    stack_trace: text('Stack trace', 8000),
    browser_info: text('Browser info', 1000),
    timestamp: z
      .string({ required_error: 'Timestamp is required', invalid_type_error: 'Timestamp must be an ISO 8601 time' })
      .datetime({ offset: true, message: 'Timestamp must be an ISO 8601 time' }),
    context: jsonObject('Context'),
    response: jsonObject('Response'),
  })
  .strict();
export type TErrorReportBody = z.input<typeof ZErrorReportBody>;

const c = initContract();

export const errorReportsContract = c.router({
  reportError: {
    method: 'POST',
    path: API_PATHS.errorReport,
    summary: 'Report an error met in the browser',
    body: ZErrorReportBody,
    responses: withCommonErrors({ 201: z.object({ success: z.literal(true), reportId: z.string() }) }),
    strictStatusCodes: true,
  },
});
