import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStepContext } from '@design-system/FormShell';
import { PolicyNumberInput } from '@design-system/FormShell/steps';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { INSURANCE_REQUEST_CONTENT } from './content';
import type { InsuranceRequestValues } from './insurance-request';

const { labels } = INSURANCE_REQUEST_CONTENT;

/** Each group's legend reads as its heading. */
const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 'var(--mantine-spacing-xs)' } };

/**
 * Seed 001 §3, §5: every field of the insurance request, with the borrower's authorization document: the policy
 * and the borrower first, then the lender's own details, each labelled with whose it is.
 */
export function InsuranceRequestFields({ form, uploadProgress, submitting }: FormShellStepContext<InsuranceRequestValues>) {
  return (
    <>
      <Fieldset legend={INSURANCE_REQUEST_CONTENT.borrowerTitle} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="md">
          <PolicyNumberInput label={labels.policyNumber} {...form.getInputProps('policy_number')} />
          <TextInput label={labels.borrowerName} autoComplete="off" withAsterisk {...form.getInputProps('borrower_name')} />
          <TextInput label={labels.propertyAddress} autoComplete="off" withAsterisk {...form.getInputProps('property_address')} />
          <TextInput label={labels.loanNumber} autoComplete="off" {...form.getInputProps('loan_number')} />
          <Textarea
            label={labels.mortgageeClause}
            description={INSURANCE_REQUEST_CONTENT.mortgageeClauseDescription}
            autosize
            minRows={2}
            {...form.getInputProps('mortgagee_clause')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={INSURANCE_REQUEST_CONTENT.lenderTitle} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={labels.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label={labels.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label={labels.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PhoneInput label={labels.phone} withAsterisk {...form.getInputProps('phone_number')} />
            <PhoneInput label={labels.fax} autoComplete="off" placeholder="(555) 555-5555" {...form.getInputProps('fax_number')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <FileUpload
        label={labels.document}
        description={INSURANCE_REQUEST_CONTENT.documentDescription}
        required
        disabled={submitting}
        progress={uploadProgress}
        {...form.getInputProps('document')}
      />
    </>
  );
}
