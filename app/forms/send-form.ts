import { formRoute, type FormPortal } from '@contracts/forms';
import { multipartFormData } from '@contracts/multipart-names';
import { ZSubmissionResponse, type TSubmissionResponse } from '@contracts/submissions';
import { submitForm, type SubmissionWords } from '../api/submission-answer';
import { sendMultipart } from '../api/upload';
import type { BrowserForm } from './describe-values';

/**
 * Sends a form's values to its route as multipart (the names the contract reads back), in the body its
 * descriptor makes of them with the page's request id and portal; resolves with the reference and receipt
 * token, rejects with what to show (`words`, or each field's message at its field).
 */
export const sendForm = (
  form: BrowserForm,
  values: object,
  { requestId, portalType, onProgress, words }: { requestId: string; portalType: FormPortal; onProgress: (percent: number) => void; words: SubmissionWords },
) =>
  submitForm<TSubmissionResponse>(
    () => sendMultipart(formRoute(form), multipartFormData(form.bodyOf(values, { requestId, portalType })), { onProgress }),
    ({ body }) => {
      const parsed = ZSubmissionResponse.safeParse(body);
      return parsed.success ? parsed.data : undefined;
    },
    words,
  );
