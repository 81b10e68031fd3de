import type { z } from 'zod';
import { zodFormValidator } from '../../form/zod-validator';

/** Where a step keeps a message about the step as a whole (a rule over several fields with no path). */
export const STEP_ERROR_KEY = '_step';

/**
 * A step's errors by field path, from its zod schema. A refusal that names no field (an object-level refine,
 * "Please select at least one change") is kept under STEP_ERROR_KEY rather than lost, so the step never
 * passes while its schema refuses the answers.
 */
export function stepErrors(schema: z.ZodTypeAny | undefined, values: unknown): Record<string, string> {
  if (!schema) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors = zodFormValidator(schema)(values);
  if (Object.keys(errors).length > 0) return errors;
  return { [STEP_ERROR_KEY]: result.error.issues[0]?.message ?? 'Please check this step' };
}
