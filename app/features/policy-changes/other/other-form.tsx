import { Select, Textarea } from '@mantine/core';
import { z } from 'zod';
import { formatDateForDisplay } from '@contracts/dates';
import { OTHER_CHANGE_TYPES, ZChangeDetails } from '@contracts/policy-changes/other';
import { labelOf, optionalDocument, ZContactInfo, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { ContactFields, DateField, ReviewList, type ReviewItem } from '@design-system/FormShell/steps';
import { CHANGE_FORM_CONTENT } from '../content';
import { documentSummary } from '../documents';

export type OtherChangeValues = {
  contactInfo: { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };
  changeDetails: { changeType: string; description: string };
  file: File | null;
  submissionDetails: { effectiveDate: string; comments: string };
};

export const OTHER_INITIAL_VALUES: OtherChangeValues = {
  contactInfo: { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' },
  changeDetails: { changeType: '', description: '' },
  file: null,
  submissionDetails: { effectiveDate: '', comments: '' },
};

function ChangeDetailsFields({ form, submitting, uploadProgress }: FormShellStepContext<OtherChangeValues>) {
  return (
    <>
      <Select
        label="Change Type"
        placeholder="Select change type"
        data={OTHER_CHANGE_TYPES.map(({ value, label }) => ({ value, label }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('changeDetails.changeType')}
      />
      <Textarea
        label="Description"
        description="Tell us what should change, and why."
        rows={5}
        withAsterisk
        {...form.getInputProps('changeDetails.description')}
      />
      <FileUpload label="Supporting Document (optional)" disabled={submitting} progress={uploadProgress} {...form.getInputProps('file')} />
    </>
  );
}

export const otherChangeSummary = (values: OtherChangeValues): ReviewItem[] => [
  { label: 'Change Type', value: labelOf(OTHER_CHANGE_TYPES, values.changeDetails.changeType) },
  { label: 'Description', value: values.changeDetails.description.trim() },
  { label: 'Supporting Document', value: documentSummary(values.file) },
];

function ReviewFields({ form, values }: FormShellStepContext<OtherChangeValues>) {
  const effectiveDate = values.submissionDetails.effectiveDate;
  return (
    <>
      <DateField path="submissionDetails.effectiveDate" label={CHANGE_FORM_CONTENT.effectiveDate} description={CHANGE_FORM_CONTENT.effectiveDateNote} />
      <Textarea label={CHANGE_FORM_CONTENT.comments} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <ReviewList
        title={CHANGE_FORM_CONTENT.reviewTitle}
        items={[
          { label: 'Policy Number', value: values.contactInfo.policyNumber },
          { label: 'Name', value: `${values.contactInfo.firstName} ${values.contactInfo.lastName}` },
          ...otherChangeSummary(values),
          ...(effectiveDate ? [{ label: CHANGE_FORM_CONTENT.effectiveDate, value: formatDateForDisplay(effectiveDate) }] : []),
        ]}
      />
    </>
  );
}

/** Seed 002 §2 "Other change form (3 steps)". */
export const OTHER_CHANGE_STEPS: FormShellStep<OtherChangeValues>[] = [
  { label: 'Contact Information', schema: z.object({ contactInfo: ZContactInfo }), render: () => <ContactFields group="contactInfo" /> },
  {
    label: 'Change Details',
    schema: z.object({ changeDetails: ZChangeDetails, file: optionalDocument() }),
    render: (context) => <ChangeDetailsFields {...context} />,
  },
  { label: 'Review and Submit', schema: z.object({ submissionDetails: ZSubmissionDetails }), render: (context) => <ReviewFields {...context} /> },
];
