import type { UseFormReturnType } from '@mantine/form';
import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';

/** What a step sees: the form (getInputProps is wired for ids and hidden errors), where it is, and ids. */
export type FormShellStepContext<V> = {
  form: UseFormReturnType<V>;
  /** The id the shell gives a field's input: the error summary's links move focus there. */
  fieldId: (path: string) => string;
  currentStep: number;
  stepCount: number;
  portalType: 'public' | 'customer' | 'lender';
  /** Every step's values so far, for a review step. */
  values: V;
};

export type FormShellStep<V> = {
  /** The step's name in the progress and its heading. */
  label: string;
  description?: string;
  /** The step's rules (a zod object over the fields it shows); Next advances only when it accepts the answers. */
  schema?: z.ZodTypeAny;
  /** Next (or Submit) stays disabled until the schema accepts the answers, e.g. until the terms are agreed. */
  disableNextUntilValid?: boolean;
  /** The step's fields. */
  render: (context: FormShellStepContext<V>) => ReactNode;
};

export const FormShellContext = createContext<FormShellStepContext<unknown> | null>(null);

/** The shell's form and helpers, for a step's own components (inside FormShell only). */
export function useFormShell<V>(): FormShellStepContext<V> {
  const context = useContext(FormShellContext);
  if (!context) throw new Error('useFormShell must be used inside a FormShell step');
  return context as FormShellStepContext<V>;
}
