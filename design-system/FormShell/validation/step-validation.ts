import type { z } from 'zod';
import { translatorFor } from '@site/i18n/catalogue';
import { zodFormValidator } from '../../form/zod-validator';
import { FORM_SHELL_CATALOGUE } from '../text';

/** Where a step keeps a message about the step as a whole (a rule over several fields with no path). */
export const STEP_ERROR_KEY = '_step';

/**
 * The words a step's errors are given in: the contract's messages through `translate` (useTranslateMessage,
 * the page's language), and `checkStep` for a refusal without a message of its own.
 */
export type StepMessages = { translate: (message: string) => string; checkStep: string };

/** The contract's messages as written, and the shell's English. */
const asWritten = (): StepMessages => ({ translate: (message) => message, checkStep: translatorFor(FORM_SHELL_CATALOGUE, 'en')('checkStep') });

/**
 * A step's errors by field path, from its zod schema, in the words of `messages` (by default the contract's,
 * as written). A refusal that names no field (an object-level refine, "Please select at least one change") is
 * kept under STEP_ERROR_KEY rather than lost, so the step never passes while its schema refuses the answers.
 */
export function stepErrors(schema: z.ZodTypeAny | undefined, values: unknown, messages: StepMessages = asWritten()): Record<string, string> {
  if (!schema) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors = zodFormValidator(schema, messages.translate)(values);
  if (Object.keys(errors).length > 0) return errors;
  const first = result.error.issues[0];
  return { [STEP_ERROR_KEY]: first ? messages.translate(first.message) : messages.checkStep };
}
