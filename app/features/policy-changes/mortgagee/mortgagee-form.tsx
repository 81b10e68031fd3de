import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import { lenderDocument, MORTGAGEE_ACTIONS, REMOVAL_REASONS, ZMortgageeInfo } from '@contracts/policy-changes/mortgagee';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { optionalDocument, type TPortalType } from '@contracts/policy-changes/shared';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { message } from '@site/i18n/catalogue';
import { CHANGE_FORM_TEXT } from '../content';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '../shared-steps';
import { STATE_SELECT_TEXT, useStateOptions } from '../state-options';
import { MORTGAGEE_TEXT } from './content';

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

function MortgageeFields({ form, values, submitting, uploadProgress, portalType }: FormShellStepContext<MortgageeChangeValues>) {
  const { action } = values.mortgageeInfo;
  const changeText = useText(CHANGE_FORM_TEXT);
  const text = useText(MORTGAGEE_TEXT);
  const stateText = useText(STATE_SELECT_TEXT);
  const states = useStateOptions();
  // The contract's actions and reasons, said in the page's language.
  const translate = useTranslateMessage();
  return (
    <>
      <Select
        label={text('action')}
        placeholder={text('actionPlaceholder')}
        data={MORTGAGEE_ACTIONS.map(({ value, label }) => ({ value, label: translate(label) }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('mortgageeInfo.action')}
      />
      {(action === 'add' || action === 'update') && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={text('name')} withAsterisk {...form.getInputProps('mortgageeInfo.name')} />
            <TextInput label={text('loanNumber')} withAsterisk autoComplete="off" {...form.getInputProps('mortgageeInfo.loanNumber')} />
          </SimpleGrid>
          <TextInput label={text('street')} withAsterisk {...form.getInputProps('mortgageeInfo.address')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput label={text('city')} withAsterisk {...form.getInputProps('mortgageeInfo.city')} />
            <Select
              label={text('state')}
              placeholder={stateText('placeholder')}
              data={states}
              searchable
              withAsterisk
              {...form.getInputProps('mortgageeInfo.state')}
            />
            <TextInput label={text('zip')} withAsterisk maxLength={10} inputMode="numeric" {...form.getInputProps('mortgageeInfo.zip')} />
          </SimpleGrid>
        </Stack>
      )}
      {action === 'remove' && (
        <Select
          label={text('removalReason')}
          placeholder={text('removalReasonPlaceholder')}
          data={REMOVAL_REASONS.map(({ value, label }) => ({ value, label: translate(label) }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('mortgageeInfo.removalReason')}
        />
      )}
      <Textarea label={text('notes')} rows={3} {...form.getInputProps('mortgageeInfo.notes')} />
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
    label: message(MORTGAGEE_TEXT, 'infoStep'),
    schema: z.object({ mortgageeInfo: ZMortgageeInfo, file: portalType === 'lender' ? lenderDocument() : optionalDocument() }),
    disableNextUntilValid: true,
    render: (context) => <MortgageeFields {...context} />,
  },
  reviewStep(MORTGAGEE_FORM),
];
