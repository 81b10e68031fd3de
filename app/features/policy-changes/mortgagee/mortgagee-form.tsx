import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import { lenderDocument, MORTGAGEE_ACTIONS, REMOVAL_REASONS, ZMortgageeInfo } from '@contracts/policy-changes/mortgagee';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { optionalDocument, type TPortalType } from '@contracts/policy-changes/shared';
import { US_STATES } from '@contracts/us-states';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { CHANGE_FORM_TEXT } from '../content';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '../shared-steps';

export type MortgageeChangeValues = ChangeFormValues & {
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
};

export const MORTGAGEE_INITIAL_VALUES: MortgageeChangeValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  mortgageeInfo: { action: '', name: '', loanNumber: '', address: '', city: '', state: '', zip: '', removalReason: '', notes: '' },
  file: null,
  submissionDetails: EMPTY_SUBMISSION_DETAILS,
};

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.code} - ${state.name}` }));

function MortgageeFields({ form, values, submitting, uploadProgress, portalType }: FormShellStepContext<MortgageeChangeValues>) {
  const { action } = values.mortgageeInfo;
  const changeText = useText(CHANGE_FORM_TEXT);
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
      {/* A lender sends the borrower's authorization: required (seed 002 §6). */}
      <FileUpload
        label={portalType === 'lender' ? changeText('borrowerAuthorization') : changeText('supportingDocuments')}
        description={portalType === 'lender' ? changeText('borrowerAuthorizationHint') : changeText('supportingDocumentHint')}
        required={portalType === 'lender'}
        disabled={submitting}
        progress={uploadProgress}
        {...form.getInputProps('file')}
      />
    </>
  );
}

/** Seed 002 §2 "Mortgagee change form (3 steps)", for a portal: a lender's needs the borrower's authorization. */
export const mortgageeSteps = (portalType: TPortalType): FormShellStep<MortgageeChangeValues>[] => [
  contactStep(),
  {
    label: 'Mortgagee Information',
    schema: z.object({ mortgageeInfo: ZMortgageeInfo, file: portalType === 'lender' ? lenderDocument() : optionalDocument() }),
    disableNextUntilValid: true,
    render: (context) => <MortgageeFields {...context} />,
  },
  reviewStep(MORTGAGEE_FORM),
];
