import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { needsPropertyAddress, STANDARD_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { ZStandardQuoteRequest, type TStandardQuoteRequest } from '@contracts/quote-requests';
import { useErrorsFollowLanguage } from '@design-system/form/useErrorsFollowLanguage';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { quoteRequestsApi } from '../quote-requests-api';
import { notifyError } from '../../../errors/notify';
import type { QuoteAttribution } from './attribution';
import { QUOTE_RESUBMIT_LOCK_MS, STANDARD_QUOTE_TEXT } from './content';
import { outcomeOf, UNEXPECTED_OUTCOME, type SubmissionOutcome } from './submission-outcome';

/** What the visitor types; the order is the form's, so the first field in error is the first one on screen. */
const EMPTY_ANSWERS = {
  name: '',
  lastName: '',
  email: '',
  phone: '',
  propertyAddress: '',
  insured: '',
  message: '',
};

export type StandardQuoteValues = typeof EMPTY_ANSWERS & QuoteAttribution;

export type StandardQuoteStatus = 'editing' | 'submitting' | 'submitted' | 'error';

export type FormError = {
  kind: 'validation' | Exclude<SubmissionOutcome['kind'], 'submitted'>;
  /** The server's or the contract's words (said in the page's language when shown); else the form's own for the kind. */
  message?: string;
  /** Raised with messages on fields: it goes once those are fixed. */
  clearsWithFields: boolean;
};

/** The standard payload of seed 000 §3, stamped when it is sent. */
const payloadOf = (values: StandardQuoteValues): TStandardQuoteRequest => ({
  ...values,
  propertyAddress: needsPropertyAddress(values.productType, STANDARD_FORM_PROPERTY_PRODUCTS) ? values.propertyAddress : '',
  submissionTimestamp: Date.now(),
  userAgent: navigator.userAgent.slice(0, 512),
});

/**
 * The standard quote form's states (seed 000 §4): editing, submitting, then submitted or error. Every field
 * is validated on blur by the contract's schema; a submit while one is in progress, or within 1 second of
 * the last attempt ending, is ignored. Success clears the answers but keeps the product, campaign and UTM
 * values; clear-error returns to the empty form. The field messages are the contract's, in the page's language,
 * and follow a language switch.
 */
export function useStandardQuoteForm(attribution: QuoteAttribution) {
  const text = useText(STANDARD_QUOTE_TEXT);
  const translate = useTranslateMessage();
  const [status, setStatus] = useState<StandardQuoteStatus>('editing');
  const [formError, setFormError] = useState<FormError | null>(null);
  const [referenceNumber, setReferenceNumber] = useState<string | null>(null);
  const inProgress = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const form = useForm<StandardQuoteValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_ANSWERS, ...attribution },
    validate: zodFormValidator(ZStandardQuoteRequest, translate),
    validateInputOnBlur: true,
  });
  useErrorsFollowLanguage(form);

  // Focus moves after the render that re-enables the fields (they are disabled while sending).
  const [focusTarget, setFocusTarget] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focusTarget) form.getInputNode(focusTarget.field)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.getInputNode is stable
  }, [focusTarget]);
  const focusField = (field: string | undefined) => {
    if (field) setFocusTarget({ field });
  };

  // A validation message goes once the fields it was about are all fixed.
  const fieldErrorCount = Object.keys(form.errors).length;
  useEffect(() => {
    if (formError?.clearsWithFields && fieldErrorCount === 0) setFormError(null);
  }, [formError, fieldErrorCount]);

  const startAfresh = () => {
    form.setValues({ ...EMPTY_ANSWERS, ...attribution });
    form.clearErrors();
    form.resetTouched();
    form.resetDirty({ ...EMPTY_ANSWERS, ...attribution });
  };

  const apply = (outcome: SubmissionOutcome) => {
    switch (outcome.kind) {
      case 'submitted':
        startAfresh();
        setReferenceNumber(outcome.referenceNumber);
        setFormError(null);
        setStatus('submitted');
        return;
      case 'invalid': {
        // Merged into the form: the server's message for each field it names, the others' kept.
        form.setErrors({ ...form.errors, ...outcome.fieldErrors });
        const onForm = Object.keys(outcome.fieldErrors).filter((field) => field in EMPTY_ANSWERS);
        setFormError({ kind: 'invalid', message: outcome.message, clearsWithFields: onForm.length > 0 });
        setStatus('error');
        focusField(Object.keys(EMPTY_ANSWERS).find((field) => onForm.includes(field)));
        return;
      }
      case 'unexpected':
        notifyError({ title: text('errors.notificationTitle'), message: text('errors.notificationMessage') });
        setFormError({ kind: outcome.kind, clearsWithFields: false });
        setStatus('error');
        return;
      default:
        setFormError({ kind: outcome.kind, message: outcome.message, clearsWithFields: false });
        setStatus('error');
    }
  };

  const send = async (values: StandardQuoteValues) => {
    inProgress.current = true;
    setStatus('submitting');
    setFormError(null);
    let outcome: SubmissionOutcome;
    try {
      const response = await quoteRequestsApi.submitQuote({ body: payloadOf(values), quiet: true });
      outcome = outcomeOf(response);
    } catch {
      outcome = UNEXPECTED_OUTCOME;
    } finally {
      lockTimer.current = setTimeout(() => {
        inProgress.current = false;
      }, QUOTE_RESUBMIT_LOCK_MS);
    }
    apply(outcome);
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    setFormError({ kind: 'validation', message: VALIDATION_FAILED_MESSAGE, clearsWithFields: true });
    setStatus('error');
    focusField(Object.keys(EMPTY_ANSWERS).find((field) => field in errors));
  };

  /** The form's submit, and the retry action: ignored while an attempt is in progress or locked. */
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inProgress.current) return;
    form.onSubmit((values) => void send(values), onInvalid)();
  };

  /** Clear-error: back to the empty form (the product, campaign and UTM values stay). */
  const clear = () => {
    startAfresh();
    setFormError(null);
    setReferenceNumber(null);
    setStatus('editing');
    focusField('name');
  };

  return { form, status, submitting: status === 'submitting', formError, referenceNumber, submit, retry: () => submit(), clear };
}
