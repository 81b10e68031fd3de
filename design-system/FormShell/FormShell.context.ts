import type { Message } from '@site/i18n/catalogue';
import type { UseFormReturnType } from '@mantine/form';
import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { PortalType } from '../theme/theme';

/** What a step sees: the form (getInputProps is wired for ids and hidden errors), where it is, and ids. */
export type FormShellStepContext<V> = {
  form: UseFormReturnType<V>;
  /** The id the shell gives a field's input: the error summary's links move focus there. */
  fieldId: (path: string) => string;
  currentStep: number;
  stepCount: number;
  portalType: PortalType;
  /** Every step's values so far, for a review step. */
  values: V;
  /** Percent of the submission's files sent while onSubmit reports progress, else null. */
  uploadProgress: number | null;
  /**
   * Holds Next and Submit while a step's own work is under way (a document being read), e.g.
   * `setPending('documents', true)`, then `false`; the forward button waits with a spinner.
   */
  setPending: (key: string, pending: boolean) => void;
  /** True while a submission is being sent: fields that cannot change mid-send are disabled. */
  submitting: boolean;
};

export type FormShellStep<V> = {
  /**
   * The step's name in the progress and its heading: its words, or a catalogue's message (`message(TEXT, key)`),
   * said in the page's language.
   */
  label: string | Message;
  description?: string;
  /** The step's rules (a zod object over the fields it shows); Next advances only when it accepts the answers. */
  schema?: z.ZodTypeAny;
  /** Next (or Submit) stays disabled until the schema accepts the answers, e.g. until the terms are agreed. */
  disableNextUntilValid?: boolean;
  /** How long the skeleton shows on arriving here. @default STEP_SKELETON_MS (400 ms); a documents step 600. */
  skeletonMs?: number;
  /** false: a step with nothing to send or go on to (a list of forms to download); only Back is offered. */
  forward?: false;
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
