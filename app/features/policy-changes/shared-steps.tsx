import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { todayInEastern } from '@contracts/dates';
import { ZContactInfo, ZSignatureDetails, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { Acknowledgements, ContactFields, DateField, ReviewList, SignatureFields } from '@design-system/FormShell/steps';
import { useText, useTexts } from '@design-system/i18n/Locale';
import { message } from '@site/i18n/catalogue';
import { changeRequestAcknowledgements } from '../../content/request-terms';
import { describeValues, type BrowserForm } from '../../forms/describe-values';
import { useSummaryLanguage } from '../../forms/useSummaryLanguage';
import { CHANGE_FORM_TEXT } from './content';

/** What every change form's values hold: the contact group and the submission details. */
export type ChangeFormValues = {
  contactInfo: { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };
  submissionDetails: { effectiveDate: string; comments: string };
};

export const EMPTY_CONTACT_INFO: ChangeFormValues['contactInfo'] = { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' };
export const EMPTY_SUBMISSION_DETAILS: ChangeFormValues['submissionDetails'] = { effectiveDate: '', comments: '' };

/** A form signed on its review step: the typed name and the date of signing. */
export type SignatureValues = { signatureDetails: { signature: string; signatureDate: string } };

/** The signature block starts with today's date filled in (US Eastern time), as the date of signing. */
export const emptySignatureDetails = (): SignatureValues['signatureDetails'] => ({ signature: '', signatureDate: todayInEastern() });

/** Seed 002: the shared contact step, first of every change form. */
export const contactStep = <V extends Pick<ChangeFormValues, 'contactInfo'>>(): FormShellStep<V> => ({
  label: message(CHANGE_FORM_TEXT, 'contactStep'),
  schema: z.object({ contactInfo: ZContactInfo }),
  render: () => <ContactFields group="contactInfo" />,
});

/** What a review step reads besides its form's values: the submission details it asks for. */
type ReviewableValues = { submissionDetails: { effectiveDate: string; comments: string } };

/** What the review step shows besides the shared fields. */
type ReviewOptions<V> = {
  /** The form's descriptor (contracts/forms): its summary is the very lines of its success screen, receipt and back-office page. */
  descriptor: BrowserForm;
  /** Adds the acknowledgements (changeRequestAcknowledgements) and the electronic signature (seed 002 §2). */
  signed?: boolean;
  /** A form's own fields on this step, before the signature (the lender's authorization), with their rules. */
  extra?: { schema: z.ZodRawShape; render: (context: FormShellStepContext<V>) => ReactNode };
};

function ReviewFields<V extends ReviewableValues>({ form, values, descriptor, signed, extra, ...context }: FormShellStepContext<V> & ReviewOptions<V>) {
  const text = useText(CHANGE_FORM_TEXT);
  const texts = useTexts();
  const language = useSummaryLanguage();
  return (
    <>
      <DateField path="submissionDetails.effectiveDate" label={text('effectiveDate')} description={text('effectiveDateNote')} />
      <Textarea label={text('comments')} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <ReviewList
        title={text('reviewTitle')}
        items={describeValues(descriptor, values, { portalType: context.portalType === 'lender' ? 'lender' : 'customer' }, language)}
      />
      {extra?.render({ form, values, ...context })}
      {signed && (
        <>
          <Acknowledgements title={text('acknowledgementTitle')} items={changeRequestAcknowledgements(texts)} />
          <SignatureFields group="signatureDetails" />
        </>
      )}
    </>
  );
}

/**
 * Seed 002: the shared effective date and review step, last of every change form, with its descriptor's summary;
 * a signed form's also carries the acknowledgements and the electronic signature.
 */
export const reviewStep = <V extends ReviewableValues>(
  descriptor: BrowserForm,
  { signed = false, extra }: Omit<ReviewOptions<V>, 'descriptor'> = {},
): FormShellStep<V> => ({
  label: message(CHANGE_FORM_TEXT, 'reviewStep'),
  schema: z.object({
    submissionDetails: ZSubmissionDetails,
    ...(extra?.schema ?? {}),
    ...(signed ? { signatureDetails: ZSignatureDetails } : {}),
  }),
  render: (context) => <ReviewFields {...context} descriptor={descriptor} signed={signed} extra={extra} />,
});
