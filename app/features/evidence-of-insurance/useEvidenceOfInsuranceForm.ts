import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { insuranceRequestsContract, ZInsuranceRequestBody, type TInsuranceRequestResponse } from '@contracts/insurance-requests';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { sendMultipart, toFormData } from '../../api/upload';
import { outcomeOf, type SubmissionOutcome } from './submission-outcome';

export type EvidenceRequestValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  fax_number: string;
  policy_number: string;
  document: File | null;
};

/**
 * 32 random hex characters. crypto.randomUUID exists only on secure pages (HTTPS, localhost);
 * getRandomValues everywhere.
 */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The form checks what the person fills in; the request id is the form's, not theirs. */
const ZFormValues = ZInsuranceRequestBody.omit({ request_id: true });

/**
 * The evidence request form: validated on blur and on submit by the contract's schema, sent once at a time
 * with upload progress, answered inline (field errors) or with the spec's words (other failures).
 */
export function useEvidenceOfInsuranceForm() {
  // One id per request, kept across retries: a retry after a lost answer is recognised, not stored twice.
  const requestId = useRef<string>(null);
  requestId.current ??= newRequestId();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The answer (the reference, and the receipt token that lets this page e-mail the receipt to another address
  // once: kept in memory only, never in a draft or storage) with the values sent.
  const [result, setResult] = useState<{ response: TInsuranceRequestResponse; values: EvidenceRequestValues } | null>(null);

  const form = useForm<EvidenceRequestValues>({
    mode: 'controlled',
    initialValues: { first_name: '', last_name: '', email: '', phone_number: '', fax_number: '', policy_number: '', document: null },
    validate: zodFormValidator(ZFormValues),
    validateInputOnBlur: true,
    transformValues: (values) => ({ ...values, policy_number: values.policy_number.toUpperCase() }),
  });

  const focusField = (field: string | undefined) => {
    if (!field) return;
    const node = form.getInputNode(field) ?? document.querySelector<HTMLElement>(`[data-field="${field}"] button`);
    // Centred, so the site's sticky header never covers the field that now has the keyboard.
    node?.scrollIntoView({ block: 'center' });
    node?.focus({ preventScroll: true });
  };

  const apply = (outcome: SubmissionOutcome, values: EvidenceRequestValues) => {
    if (outcome.kind === 'submitted') setResult({ response: outcome.response, values });
    else if (outcome.kind === 'field-errors') {
      form.setErrors(outcome.errors);
      focusField(Object.keys(outcome.errors)[0]);
    } else setFailure(outcome.message);
  };

  const submit = form.onSubmit(
    async (values) => {
      if (submitting) return;
      setSubmitting(true);
      setFailure(null);
      setProgress(0);
      try {
        const body = toFormData({ ...values, request_id: requestId.current! });
        const response = await sendMultipart(insuranceRequestsContract.submitInsuranceRequest, body, { onProgress: setProgress });
        apply(outcomeOf({ response }), values);
      } catch (error) {
        apply(outcomeOf({ error }), values);
      } finally {
        setSubmitting(false);
        setProgress(null);
      }
    },
    // The keyboard moves to the first field with an error, so a screen-reader user hears what to fix.
    (errors) => focusField(Object.keys(errors)[0]),
  );

  return { form, submit, submitting, progress, failure, result };
}
