import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import { formatDateForDisplay } from '@contracts/dates';
import { MORTGAGEE_ACTIONS, REMOVAL_REASONS, ZMortgageeInfo } from '@contracts/policy-changes/mortgagee';
import { labelOf, optionalDocument, ZContactInfo, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import { US_STATES } from '@contracts/us-states';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { ContactFields, DateField, ReviewList, type ReviewItem } from '@design-system/FormShell/steps';
import { CHANGE_FORM_CONTENT } from '../content';
import { documentSummary } from '../documents';

export type MortgageeChangeValues = {
  contactInfo: { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };
  mortgageeInfo: {
    action: string;
    name: string;
    loanNumber: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    removalReason: string;
    notes: string;
  };
  file: File | null;
  submissionDetails: { effectiveDate: string; comments: string };
};

export const MORTGAGEE_INITIAL_VALUES: MortgageeChangeValues = {
  contactInfo: { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' },
  mortgageeInfo: { action: '', name: '', loanNumber: '', address: '', city: '', state: '', zip: '', removalReason: '', notes: '' },
  file: null,
  submissionDetails: { effectiveDate: '', comments: '' },
};

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.code} - ${state.name}` }));

function MortgageeFields({ form, values, submitting, uploadProgress }: FormShellStepContext<MortgageeChangeValues>) {
  const { action } = values.mortgageeInfo;
  return (
    <>
      <Select
        label="Mortgagee Action"
        placeholder="Select action"
        data={MORTGAGEE_ACTIONS.map(({ value, label }) => ({ value, label }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('mortgageeInfo.action')}
      />
      {(action === 'add' || action === 'update') && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Mortgagee Name" withAsterisk {...form.getInputProps('mortgageeInfo.name')} />
            <TextInput label="Loan Number" withAsterisk autoComplete="off" {...form.getInputProps('mortgageeInfo.loanNumber')} />
          </SimpleGrid>
          <TextInput label="Street Address" withAsterisk {...form.getInputProps('mortgageeInfo.address')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput label="City" withAsterisk {...form.getInputProps('mortgageeInfo.city')} />
            <Select label="State" placeholder="Select state" data={STATE_OPTIONS} searchable withAsterisk {...form.getInputProps('mortgageeInfo.state')} />
            <TextInput label="ZIP Code" withAsterisk maxLength={10} inputMode="numeric" {...form.getInputProps('mortgageeInfo.zip')} />
          </SimpleGrid>
        </Stack>
      )}
      {action === 'remove' && (
        <Select
          label="Reason for Removal"
          placeholder="Select reason"
          data={REMOVAL_REASONS.map(({ value, label }) => ({ value, label }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('mortgageeInfo.removalReason')}
        />
      )}
      <Textarea label="Additional Notes" rows={3} {...form.getInputProps('mortgageeInfo.notes')} />
      <FileUpload
        label="Supporting Documents"
        description={CHANGE_FORM_CONTENT.supportingDocumentHint}
        disabled={submitting}
        progress={uploadProgress}
        {...form.getInputProps('file')}
      />
    </>
  );
}

/** Seed 002 §2 step 3: the action, name and loan number (or 'Not provided'), the reason, the address, the document, the notes. */
export function mortgageeSummary(values: MortgageeChangeValues): ReviewItem[] {
  const info = values.mortgageeInfo;
  const removing = info.action === 'remove';
  return [
    { label: 'Action', value: labelOf(MORTGAGEE_ACTIONS, info.action) },
    ...(removing
      ? [{ label: 'Reason for Removal', value: labelOf(REMOVAL_REASONS, info.removalReason) }]
      : [
          { label: 'Mortgagee Name', value: info.name.trim() || CHANGE_FORM_CONTENT.notProvided },
          { label: 'Loan Number', value: info.loanNumber.trim() || CHANGE_FORM_CONTENT.notProvided },
          { label: 'Address', value: `${info.address.trim()}, ${info.city.trim()}, ${info.state} ${info.zip.trim()}` },
        ]),
    { label: 'Supporting Document', value: documentSummary(values.file) },
    ...(info.notes.trim() ? [{ label: 'Notes', value: info.notes.trim() }] : []),
  ];
}

function ReviewFields({ form, values }: FormShellStepContext<MortgageeChangeValues>) {
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
          ...mortgageeSummary(values),
          ...(effectiveDate ? [{ label: CHANGE_FORM_CONTENT.effectiveDate, value: formatDateForDisplay(effectiveDate) }] : []),
        ]}
      />
    </>
  );
}

/** Seed 002 §2 "Mortgagee change form (3 steps)". */
export const MORTGAGEE_STEPS: FormShellStep<MortgageeChangeValues>[] = [
  { label: 'Contact Information', schema: z.object({ contactInfo: ZContactInfo }), render: () => <ContactFields group="contactInfo" /> },
  {
    label: 'Mortgagee Information',
    schema: z.object({ mortgageeInfo: ZMortgageeInfo, file: optionalDocument() }),
    disableNextUntilValid: true,
    render: (context) => <MortgageeFields {...context} />,
  },
  { label: 'Review and Submit', schema: z.object({ submissionDetails: ZSubmissionDetails }), render: (context) => <ReviewFields {...context} /> },
];
