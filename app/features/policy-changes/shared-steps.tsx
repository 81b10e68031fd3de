import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatDateForDisplay, todayInEastern } from '@contracts/dates';
import { ZContactInfo, ZSignatureDetails, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { Acknowledgements, ContactFields, DateField, ReviewList, SignatureFields, type ReviewItem } from '@design-system/FormShell/steps';
import { describeValues, type BrowserForm } from '../../forms/describe-values';
import { CHANGE_FORM_CONTENT } from './content';

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
  label: 'Contact Information',
  schema: z.object({ contactInfo: ZContactInfo }),
  render: () => <ContactFields group="contactInfo" />,
});

/** What a review step reads: who asks (a form not described yet names them) and the submission details. */
type ReviewableValues = {
  contactInfo: { policyNumber: string; firstName?: string; lastName?: string };
  submissionDetails: { effectiveDate: string; comments: string };
};

const nameOf = ({ firstName = '', lastName = '' }: ReviewableValues['contactInfo']) => `${firstName} ${lastName}`;

/**
 * What the review step lists: a described form's summary (its descriptor, contracts/forms), the very lines of
 * its success screen, receipt and back-office page; or, for a form not described yet, its own summary of the
 * values, after the policy number and name (porting it replaces the function with the descriptor).
 */
type Summary<V> = BrowserForm | ((values: V) => ReviewItem[]);

/** What the review step shows besides the shared fields. */
type ReviewOptions<V> = {
  summary: Summary<V>;
  /** Adds the acknowledgements (CHANGE_FORM_CONTENT.acknowledgements) and the electronic signature (seed 002 §2). */
  signed?: boolean;
  /** A form's own fields on this step, before the signature (the lender's authorization), with their rules. */
  extra?: { schema: z.ZodRawShape; render: (context: FormShellStepContext<V>) => ReactNode };
};

function reviewItems<V extends ReviewableValues>(summary: Summary<V>, values: V, portalType: FormShellStepContext<V>['portalType']): ReviewItem[] {
  if (typeof summary !== 'function') return describeValues(summary, values, { portalType: portalType === 'lender' ? 'lender' : 'customer' });
  const { effectiveDate } = values.submissionDetails;
  return [
    { label: 'Policy Number', value: values.contactInfo.policyNumber },
    { label: 'Name', value: nameOf(values.contactInfo) },
    ...summary(values),
    ...(effectiveDate ? [{ label: CHANGE_FORM_CONTENT.effectiveDate, value: formatDateForDisplay(effectiveDate) }] : []),
  ];
}

function ReviewFields<V extends ReviewableValues>({ form, values, summary, signed, extra, ...context }: FormShellStepContext<V> & ReviewOptions<V>) {
  return (
    <>
      <DateField path="submissionDetails.effectiveDate" label={CHANGE_FORM_CONTENT.effectiveDate} description={CHANGE_FORM_CONTENT.effectiveDateNote} />
      <Textarea label={CHANGE_FORM_CONTENT.comments} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <ReviewList title={CHANGE_FORM_CONTENT.reviewTitle} items={reviewItems(summary, values, context.portalType)} />
      {extra?.render({ form, values, ...context })}
      {signed && (
        <>
          <Acknowledgements title={CHANGE_FORM_CONTENT.acknowledgementTitle} items={CHANGE_FORM_CONTENT.acknowledgements} />
          <SignatureFields group="signatureDetails" />
        </>
      )}
    </>
  );
}

/**
 * Seed 002: the shared effective date and review step, last of every change form, with the form's summary;
 * a signed form's also carries the acknowledgements and the electronic signature.
 */
export const reviewStep = <V extends ReviewableValues>(
  summary: Summary<V>,
  { signed = false, extra }: Omit<ReviewOptions<V>, 'summary'> = {},
): FormShellStep<V> => ({
  label: 'Review and Submit',
  schema: z.object({
    submissionDetails: ZSubmissionDetails,
    ...(extra?.schema ?? {}),
    ...(signed ? { signatureDetails: ZSignatureDetails } : {}),
  }),
  render: (context) => <ReviewFields {...context} summary={summary} signed={signed} extra={extra} />,
});
