import { Alert, Button, Flex, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { EVIDENCE_CONTENT } from './content';
import type { useEvidenceOfInsuranceForm } from './useEvidenceOfInsuranceForm';

type EvidenceOfInsuranceFormProps = Omit<ReturnType<typeof useEvidenceOfInsuranceForm>, 'result'> & { onCancel: () => void };

const { labels } = EVIDENCE_CONTENT;

/** Seed 001 §3, §5: every field of the evidence request, with the borrower's authorization document. */
export function EvidenceOfInsuranceForm({ form, submit, submitting, progress, failure, onCancel }: EvidenceOfInsuranceFormProps) {
  const policyNumber = form.getInputProps('policy_number');
  return (
    <form onSubmit={submit} noValidate aria-label={EVIDENCE_CONTENT.heading}>
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
        <TextInput
          label={labels.policyNumber}
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...policyNumber}
          // Seed 001 §5: the policy number is shown in capitals as it is typed.
          onChange={(event) => policyNumber.onChange(event.currentTarget.value.toUpperCase())}
        />
        <div data-field="document">
          <FileUpload
            label={labels.document}
            description={EVIDENCE_CONTENT.documentDescription}
            required
            disabled={submitting}
            progress={progress}
            {...form.getInputProps('document')}
          />
        </div>
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={EVIDENCE_CONTENT.errorTitle}
            role="alert"
            data-testid="submission-failure"
          >
            {failure}
          </Alert>
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" size="md" onClick={onCancel} disabled={submitting}>
            {EVIDENCE_CONTENT.cancel}
          </Button>
          <Button type="submit" size="md" loading={submitting} disabled={submitting} loaderProps={{ 'aria-label': EVIDENCE_CONTENT.submitting } as never}>
            {EVIDENCE_CONTENT.submit}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
