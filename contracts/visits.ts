/** POST /api/log-visit (seed 000 §3 "Visit log", §7). */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { API_PATHS } from './api-paths';
import { withCleanCharacters } from './fields';

export const ZLogVisitBody = z
  .object({
    page_url: withCleanCharacters(
      z
        .string({ required_error: 'Page URL is required', invalid_type_error: 'Page URL is required' })
        .trim()
        .min(1, 'Page URL is required')
        .max(2048, 'Page URL must be at most 2048 characters')
        .url('Page URL must be a full URL'),
    ),
    referrer: z
      .union([withCleanCharacters(z.string().max(2048, 'Referrer must be at most 2048 characters')), z.null()])
      .optional()
      .transform((value) => value ?? ''),
    timestamp: z
      .string({ required_error: 'Timestamp is required', invalid_type_error: 'Timestamp must be an ISO 8601 time' })
      .datetime({ offset: true, message: 'Timestamp must be an ISO 8601 time' }),
    is_embedded: z.boolean({
      required_error: 'is_embedded is required',
      invalid_type_error: 'is_embedded must be true or false',
    }),
  })
  .strict();
export type TLogVisitBody = z.input<typeof ZLogVisitBody>;

const c = initContract();

export const visitsContract = c.router({
  logVisit: {
    method: 'POST',
    path: API_PATHS.logVisit,
    summary: 'Record a page visit',
    description:
      'Each client may log a limited number of visits a minute (VISIT_RATE_LIMIT_PER_MINUTE), and the site as a whole (VISIT_SITE_RATE_LIMIT_PER_MINUTE). ' +
      'Visits are kept for VISIT_RETENTION_DAYS.',
    body: ZLogVisitBody,
    responses: withCommonErrors({ 201: z.object({ success: z.literal(true) }) }),
    strictStatusCodes: true,
  },
});
