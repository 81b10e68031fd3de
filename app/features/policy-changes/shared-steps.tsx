import { Textarea } from '@mantine/core';
import { z } from 'zod';
import { formatDateForDisplay } from '@contracts/dates';
import { ZContactInfo, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { ContactFields, DateField, ReviewList, type ReviewItem } from '@design-system/FormShell/steps';
import { CHANGE_FORM_CONTENT } from './content';

/** What every change form's values hold: the contact group and the submission details. */
export type ChangeFormValues = {
  contactInfo: { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };
  submissionDetails: { effectiveDate: string; comments: string };
};

export const EMPTY_CONTACT_INFO: ChangeFormValues['contactInfo'] = { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' };
export const EMPTY_SUBMISSION_DETAILS: ChangeFormValues['submissionDetails'] = { effectiveDate: '', comments: '' };

/** Seed 002: the shared contact step, first of every change form. */
export const contactStep = <V extends ChangeFormValues>(): FormShellStep<V> => ({
  label: 'Contact Information',
  schema: z.object({ contactInfo: ZContactInfo }),
  render: () => <ContactFields group="contactInfo" />,
});

function ReviewFields<V extends ChangeFormValues>({ form, values, summary }: FormShellStepContext<V> & { summary: (values: V) => ReviewItem[] }) {
  const { effectiveDate } = values.submissionDetails;
  return (
    <>
      <DateField path="submissionDetails.effectiveDate" label={CHANGE_FORM_CONTENT.effectiveDate} description={CHANGE_FORM_CONTENT.effectiveDateNote} />
      <Textarea label={CHANGE_FORM_CONTENT.comments} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <ReviewList
        title={CHANGE_FORM_CONTENT.reviewTitle}
        items={[
          { label: 'Policy Number', value: values.contactInfo.policyNumber },
          { label: 'Name', value: `${values.contactInfo.firstName} ${values.contactInfo.lastName}` },
          ...summary(values),
          ...(effectiveDate ? [{ label: CHANGE_FORM_CONTENT.effectiveDate, value: formatDateForDisplay(effectiveDate) }] : []),
        ]}
      />
    </>
  );
}

/** Seed 002: the shared effective date and review step, last of every change form, with the form's own summary. */
export const reviewStep = <V extends ChangeFormValues>(summary: (values: V) => ReviewItem[]): FormShellStep<V> => ({
  label: 'Review and Submit',
  schema: z.object({ submissionDetails: ZSubmissionDetails }),
  render: (context) => <ReviewFields {...context} summary={summary} />,
});
