import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { todayInEastern } from '@contracts/dates';
import type { FormPortal } from '@contracts/forms';
import type { TSubmissionResponse } from '@contracts/submissions';
import { FormShell, type FormShellProps, type FormSuccessContent } from '@design-system/FormShell';
import type { SuccessAction } from '@design-system/FormShell/SuccessScreen/SuccessScreen';
import type { SubmissionWords } from '../api/submission-answer';
import { newRequestId } from '../api/request-id';
import { sendReceipt } from '../api/send-receipt';
import { requestOfValues, type BrowserForm } from './describe-values';
import { useAccount } from '../account/account-store';
import { MaintenanceGate } from '../app-state/MaintenanceGate';
import { keepFormForLater } from './finish-later';
import { sendForm } from './send-form';
import { useSummaryLanguage } from './useSummaryLanguage';
import { useLocale } from '@design-system/i18n/Locale';

/** The success screen's words and actions; its details are the form's summary, its receipt the form's. */
type SuccessWords = Omit<FormSuccessContent, 'details' | 'receipt' | 'primaryAction'> & {
  primaryAction: (referenceNumber: string) => SuccessAction;
  /** After the summary, the day it was sent under this label ('Submission Date'), when given. */
  submissionDateLabel?: string;
};

export type SubmissionFormPageProps<V extends object> = {
  /** The form's descriptor (contracts/forms): its route, its body, its summary, its person, its receipt. */
  form: BrowserForm;
  portalType: FormPortal;
  /** The shell around the steps: the draft's id, the steps, the first values and the page's choices. */
  shell: Omit<FormShellProps<V, TSubmissionResponse>, 'onSubmit' | 'success' | 'portalType'>;
  /** The success screen's words, or its words for the values sent and their reference (the address the evidence goes to). */
  success: SuccessWords | ((values: V, referenceNumber: string) => SuccessWords);
  /** What the page says when the submission does not go through. */
  words: SubmissionWords;
};

/**
 * A submission form's page body: the form's steps on the shell, sent once per request id (kept across
 * retries, so a retry after a lost answer is recognised, not stored twice), and its success screen with the
 * reference, the form's summary of what was sent (the lines of its review step, its receipt and its page in
 * the back office) and, when the form offers it, the e-mailed receipt.
 */
export function SubmissionFormPage<V extends object>({ form, portalType, shell, success, words }: SubmissionFormPageProps<V>) {
  const requestId = useRef<string>(null);
  requestId.current ??= newRequestId();
  const { pathname } = useLocation();
  const account = useAccount();
  const language = useSummaryLanguage();
  const locale = useLocale();

  /** The address a link to finish later goes to first: the signed-in person's, else the one typed in the form. */
  const addressOf = (values: V) => {
    if (account.status === 'signed-in') return account.account.email;
    try {
      return form.person(requestOfValues(form, values, { portalType, requestId: requestId.current! }).request).email.trim();
    } catch {
      return '';
    }
  };

  const successContent = (response: TSubmissionResponse, values: V): FormSuccessContent => {
    const { submissionDateLabel, primaryAction, ...screen } = typeof success === 'function' ? success(values, response.referenceNumber) : success;
    const { request, documents } = requestOfValues(form, values, { portalType, requestId: requestId.current! });
    return {
      ...screen,
      details: [
        ...form.describe(request, documents, language),
        ...(submissionDateLabel
          ? [{ label: submissionDateLabel, value: locale === 'en' ? new Date().toLocaleDateString('en-US') : language.date(todayInEastern()) }]
          : []),
      ],
      primaryAction: primaryAction(response.referenceNumber),
      receipt: form.receipt
        ? {
            send: (email) => sendReceipt({ email, referenceNumber: response.referenceNumber, receiptToken: response.receiptToken }),
            defaultEmail: form.person(request).email.trim(),
          }
        : undefined,
    };
  };

  return (
    <MaintenanceGate>
      <FormShell
        {...shell}
        finishLater={{
          defaultEmail: addressOf,
          send: (email, draft) =>
            keepFormForLater({
              email,
              formPath: pathname,
              formId: shell.formId,
              // The shell keeps drafts under its portal's colours: the lender's, else the customer's.
              portalType: portalType === 'lender' ? 'lender' : 'customer',
              draft: { ...draft, formData: draft.formData as Record<string, unknown> },
            }),
        }}
        onSubmit={(values, { onProgress }) => sendForm(form, values, { requestId: requestId.current!, portalType, onProgress, words })}
        success={successContent}
      />
    </MaintenanceGate>
  );
}
