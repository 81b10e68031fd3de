import type { UseFormReturnType } from '@mantine/form';
import { useState, type RefObject } from 'react';
import type { z } from 'zod';
import type { ErrorSummaryItem } from '../ErrorSummary/ErrorSummary';
import { fieldOrder, stepFieldPaths } from '../validation/step-fields';
import { STEP_ERROR_KEY } from '../validation/step-validation';
import { useErrorsFollowPageLanguage } from './useStepLanguage';

/**
 * What the last Next or Submit found. The summary changes only with the next attempt: one that grew or shrank
 * as fields are left would move the buttons under a person's pointer. `attempt` counts the attempts, so the
 * summary takes focus again on each. When the page's language changes, the errors shown (here and at the
 * fields) say the same in the new one, `check` (the step's) giving each field's words.
 */
export function useErrorSummary<V>(form: UseFormReturnType<V>, check: RefObject<(values: V) => Record<string, string>>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  useErrorsFollowPageLanguage(form, setErrors, check);
  const [attempt, setAttempt] = useState(0);
  const show = (found: Record<string, string>) => {
    form.setErrors(found);
    setErrors(found);
    setAttempt((count) => count + 1);
  };
  const clear = () => {
    setErrors({});
    setAttempt(0);
  };
  return { errors, attempt, show, clear };
}

/**
 * The summary's links, in the order the step's schema lists its fields (the order on screen), however the
 * errors came; a message about the step as a whole links to `stepTarget`.
 */
export function summaryItems(
  errors: Record<string, string>,
  stepSchema: z.ZodTypeAny | undefined,
  fieldId: (path: string) => string,
  stepTarget: string,
): ErrorSummaryItem[] {
  const paths = stepFieldPaths(stepSchema);
  return Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .sort(([a], [b]) => fieldOrder(paths, a) - fieldOrder(paths, b))
    .map(([path, message]) => ({ fieldId: path === STEP_ERROR_KEY ? stepTarget : fieldId(path), message: String(message) }));
}
