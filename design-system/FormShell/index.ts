export { FormShell, type FormShellProps, type FormSubmissionResult, type FormSuccessContent, type SubmitOptions } from './FormShell';
export { useFormShell, type FormShellStep, type FormShellStepContext } from './FormShellContext';
export { FormSubmissionError } from '../form-shell/submission-error';
