import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStepContext } from '@design-system/FormShell';
import { PolicyNumberInput } from '@design-system/FormShell/steps';
import { useText } from '@design-system/i18n/Locale';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { INSURANCE_REQUEST_TEXT } from './content';
import type { InsuranceRequestValues } from './insurance-request';

/** Each group's legend reads as its heading. */
const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 'var(--mantine-spacing-xs)' } };

/**
 * Seed 001 §3, §5: every field of the insurance request, with the borrower's authorization document: the policy
 * and the borrower first, then the lender's own details, each labelled with whose it is.
 */
export function InsuranceRequestFields({ form, uploadProgress, submitting }: FormShellStepContext<InsuranceRequestValues>) {
  const text = useText(INSURANCE_REQUEST_TEXT);
  return (
    <>
      <Fieldset legend={text('borrowerTitle')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="md">
          <PolicyNumberInput label={text('labels.policyNumber')} {...form.getInputProps('policy_number')} />
          <TextInput label={text('labels.borrowerName')} autoComplete="off" withAsterisk {...form.getInputProps('borrower_name')} />
          <TextInput label={text('labels.propertyAddress')} autoComplete="off" withAsterisk {...form.getInputProps('property_address')} />
          <TextInput label={text('labels.loanNumber')} autoComplete="off" {...form.getInputProps('loan_number')} />
          <GrowingTextarea
            label={text('labels.mortgageeClause')}
            description={text('mortgageeClauseDescription')}
            minRows={2}
            {...form.getInputProps('mortgagee_clause')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={text('lenderTitle')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={text('labels.firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label={text('labels.lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label={text('labels.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PhoneInput label={text('labels.phone')} withAsterisk {...form.getInputProps('phone_number')} />
            <PhoneInput label={text('labels.fax')} autoComplete="off" placeholder="(555) 555-5555" {...form.getInputProps('fax_number')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <FileUpload
        label={text('labels.document')}
        description={text('documentDescription')}
        required
        disabled={submitting}
        progress={uploadProgress}
        {...form.getInputProps('document')}
      />
    </>
  );
}
