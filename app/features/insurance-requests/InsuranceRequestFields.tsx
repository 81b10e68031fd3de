import { SimpleGrid, TextInput } from '@mantine/core';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStepContext } from '@design-system/FormShell';
import { PolicyNumberInput } from '@design-system/FormShell/steps';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { INSURANCE_REQUEST_CONTENT } from './content';
import type { InsuranceRequestValues } from './insurance-request';

const { labels } = INSURANCE_REQUEST_CONTENT;

/** Seed 001 §3, §5: every field of the insurance request, with the borrower's authorization document. */
export function InsuranceRequestFields({ form, uploadProgress, submitting }: FormShellStepContext<InsuranceRequestValues>) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={labels.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
        <TextInput label={labels.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <TextInput label={labels.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={labels.phone} withAsterisk {...form.getInputProps('phone_number')} />
        <PhoneInput label={labels.fax} autoComplete="off" placeholder="(555) 555-5555" {...form.getInputProps('fax_number')} />
      </SimpleGrid>
      <PolicyNumberInput label={labels.policyNumber} {...form.getInputProps('policy_number')} />
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
