import { useRef, useState } from 'react';
import type { SubmitOptions } from '../FormShell.types';
import { submissionErrorMessage, submissionFieldErrors } from '../validation/submission-error';

export type UseSubmissionOptions<V, R> = {
  onSubmit: (values: V, options: SubmitOptions) => Promise<R>;
  /** The server took the answers: clear what is kept of them. */
  onSent: (result: R, values: V) => void;
  /** The server refused named fields (a 422): show them on their step. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** The answer is in, either way. */
  onSettled: () => void;
};

/**
 * Sends the answers once: a second Enter or Try Again while a send is under way is ignored (`isSending` is set
 * before the first await, so it holds whatever was rendered). A refusal that names fields goes to
 * `onFieldErrors`; any other failure is the error panel's message.
 */
export function useSubmission<V, R>({ onSubmit, onSent, onFieldErrors, onSettled }: UseSubmissionOptions<V, R>) {
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [submission, setSubmission] = useState<{ result: R; values: V } | null>(null);
  const inFlight = useRef(false);

  const send = async (values: V) => {
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const result = await onSubmit(values, { onProgress: setUploadProgress });
      setSubmission({ result, values });
      onSent(result, values);
    } catch (error) {
      const fieldErrors = submissionFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors);
      else setSubmitError(submissionErrorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setUploadProgress(null);
      onSettled();
    }
  };

  return {
    submission,
    submitting,
    submitError,
    uploadProgress,
    isSending: () => inFlight.current,
    send,
    clearError: () => setSubmitError(null),
  };
}
