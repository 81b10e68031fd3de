import { useRef, useState } from 'react';
import { useText } from '../../i18n/Locale';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import type { SubmitOptions } from '../FormShell.types';
import { FORM_SHELL_CATALOGUE } from '../text';
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
 * `onFieldErrors`; any other failure is the error panel's message (`submitError`), in the page's language: kept as
 * given and said when shown, so it follows a change of language.
 */
export function useSubmission<V, R>({ onSubmit, onSent, onFieldErrors, onSettled }: UseSubmissionOptions<V, R>) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const translate = useTranslateMessage();
  const [submitting, setSubmitting] = useState(false);
  // The failure's own message, or null for the shell's words.
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [submission, setSubmission] = useState<{ result: R; values: V } | null>(null);
  const inFlight = useRef(false);

  const send = async (values: V) => {
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await onSubmit(values, { onProgress: setUploadProgress });
      setSubmission({ result, values });
      onSent(result, values);
    } catch (error) {
      const fieldErrors = submissionFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors);
      else setFailure({ message: submissionErrorMessage(error) });
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
    submitError: failure && (failure.message === null ? text('submissionErrorFallback') : translate(failure.message)),
    uploadProgress,
    isSending: () => inFlight.current,
    send,
    clearError: () => setFailure(null),
  };
}
