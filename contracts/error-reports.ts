/** POST /api/error-report (seed 000 §3 "Error report", §8): every error the browser meets is reported here. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { API_PATHS } from './api-paths';
import { ERROR_REPORT_LIMITS, jsonObjectProblem } from './error-report-limits';
import { requiredText, withCleanCharacters } from './fields';

export { ERROR_REPORT_LIMITS, jsonDepth, jsonObjectProblem } from './error-report-limits';

const text = (label: string, max: number) =>
  z
    .union([withCleanCharacters(z.string({ invalid_type_error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`)), z.null()])
    .optional()
    .transform((value) => value ?? '');

/** Free-form context the browser attaches: a JSON object, small and shallow (ERROR_REPORT_LIMITS). */
const jsonObject = (label: string) =>
  z
    .union([z.record(z.unknown(), { invalid_type_error: `${label} must be an object` }), z.null()])
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? jsonObjectProblem(label, value) : undefined;
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    })
    .transform((value) => value ?? null);

export const ZErrorReportBody = z
  .object({
    form_type: text('Form type', 100),
    error_message: requiredText('Error message is required', 2000),
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
    description:
      `At most ${ERROR_REPORT_LIMITS.bodyBytes / 1024} KB (413 beyond); context and response each at most ${ERROR_REPORT_LIMITS.jsonKeys} keys, ` +
      `${ERROR_REPORT_LIMITS.jsonDepth} levels deep and ${ERROR_REPORT_LIMITS.jsonCharacters} characters as JSON (422 beyond). ` +
      'Each client may report a limited number a minute (ERROR_REPORT_RATE_LIMIT_PER_MINUTE), and the site as a whole (ERROR_REPORT_SITE_RATE_LIMIT_PER_MINUTE). ' +
      'Reports are kept for ERROR_REPORT_RETENTION_DAYS.',
    body: ZErrorReportBody,
    responses: withCommonErrors({ 201: z.object({ success: z.literal(true), reportId: z.string() }) }),
    strictStatusCodes: true,
  },
});
