export { FormShell } from './FormShell';
export type { FormShellProps, FormSubmissionResult, FormSuccessContent, SubmitOptions } from './FormShell.types';
export { useFormShell, type FormShellStep, type FormShellStepContext } from './FormShell.context';
export { FormSubmissionError } from './validation/submission-error';
