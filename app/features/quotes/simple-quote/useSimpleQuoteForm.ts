import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ZSimpleQuoteRequest, type TSimpleQuoteRequest, type TSubmitQuoteResponse } from '@contracts/quote-requests';
import { useErrorsFollowLanguage } from '@design-system/form/useErrorsFollowLanguage';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { fieldErrorsOf, messageOf } from '../../../api/submission-answer';
import { quoteRequestsApi } from '../quote-requests-api';
import { notifyError, notifySuccess } from '../../../errors/notify';
import { SIMPLE_QUOTE_TEXT } from './text';

export type SimpleQuoteValues = Required<TSimpleQuoteRequest>;

/** The simple quote form: validated on blur and on submit by the contract's schema, sent once at a time. */
export function useSimpleQuoteForm(productType: string) {
  const text = useText(SIMPLE_QUOTE_TEXT);
  const translate = useTranslateMessage();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<TSubmitQuoteResponse | null>(null);

  const form = useForm<SimpleQuoteValues>({
    mode: 'controlled',
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      property_address: '',
      message: '',
      product_type: productType,
      currently_insured: '',
    },
    validate: zodFormValidator(ZSimpleQuoteRequest, translate),
    validateInputOnBlur: true,
  });
  useErrorsFollowLanguage(form);

  const submit = form.onSubmit(
    async (values) => {
      if (submitting) return;
      setSubmitting(true);
      try {
        const response = await quoteRequestsApi.submitQuote({ body: values, quiet: true });
        if (response.status === 200 || response.status === 201) {
          setResult(response.body);
          notifySuccess({ title: text('successTitle'), message: response.body.message || text('successFallback') });
          return;
        }
        if (response.status === 422) form.setErrors(fieldErrorsOf(response.body));
        notifyError({ title: text('errorTitle'), message: messageOf(response.body) ?? text('errorFallback') });
      } catch {
        notifyError({ title: text('errorTitle'), message: text('errorFallback') });
      } finally {
        setSubmitting(false);
      }
    },
    // The keyboard moves to the first field with an error, so a screen-reader user hears what to fix.
    (errors) => {
      const [first] = Object.keys(errors);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return { form, submit, submitting, result };
}
