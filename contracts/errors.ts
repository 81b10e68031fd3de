import { z } from 'zod';

/** Every error the API answers has this shape; `errors` maps a field to its messages (422 only). */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZValidationErrorResponse = ZErrorResponse.extend({
  errors: z.record(z.array(z.string())),
});
export type TValidationErrorResponse = z.infer<typeof ZValidationErrorResponse>;

/** The responses every state-changing endpoint may give besides its own. */
type CommonErrorResponses = {
  400: typeof ZErrorResponse;
  413: typeof ZErrorResponse;
  415: typeof ZErrorResponse;
  419: typeof ZErrorResponse;
  422: typeof ZValidationErrorResponse;
  429: typeof ZErrorResponse;
  500: typeof ZErrorResponse;
  503: typeof ZErrorResponse;
};

/**
 * An endpoint's own responses plus the common error responses (typed with numeric status keys); an
 * endpoint's own shape for one of them (its 429, say) wins.
 */
export const withCommonErrors = <T extends object>(responses: T): Omit<CommonErrorResponses, keyof T> & T => ({
  400: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  419: ZErrorResponse,
  422: ZValidationErrorResponse,
  429: ZErrorResponse,
  500: ZErrorResponse,
  503: ZErrorResponse,
  ...responses,
});

/** A client over its allowance (429), on the endpoints with no words of their own for it. */
export const RATE_LIMITED_MESSAGE = 'You are sending requests too quickly. Please wait a moment and try again.';

/** The whole site is over an endpoint's cap (503, with Retry-After). */
export const SITE_BUSY_MESSAGE = 'We are receiving more requests than usual. Please try again in a few minutes.';

/** The database stayed locked by another writer for the whole wait (503, with Retry-After); nothing was saved. */
export const DATABASE_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

export const VALIDATION_FAILED_MESSAGE = 'Please correct the errors and try again.';
export const ROOT_ERROR_KEY = 'body';

/**
 * Turns a zod error into `{ field: [messages] }`. Nested paths are joined with dots.
 * A union (the quote endpoint takes two payload shapes) reports the branch the body is closest to:
 * the one with the fewest missing fields.
 */
export function fieldErrorsFrom(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of flattenIssues(error.issues)) {
    const key = issue.path.length ? issue.path.join('.') : ROOT_ERROR_KEY;
    const message = issue.path.length || !isNotAnObject(issue) ? issue.message : 'The request body must be a JSON object.';
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/** The body itself has the wrong type (an array, a string...), as opposed to, say, an unknown key in it. */
const isNotAnObject = (issue: z.ZodIssue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_union');

function flattenIssues(issues: z.ZodIssue[]): z.ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const branches = issue.unionErrors.map((branch) => flattenIssues(branch.issues));
    if (branches.some((branchIssues) => branchIssues.every(isNotAnObject))) return [issue];
    const missingCount = (branchIssues: z.ZodIssue[]) => branchIssues.filter((i) => i.code === 'invalid_type' && i.received === 'undefined').length;
    return branches.reduce((best, candidate) => (missingCount(candidate) < missingCount(best) ? candidate : best));
  });
}
