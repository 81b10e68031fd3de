import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { todayInEastern } from '@contracts/dates';
import { useFormShell } from '../FormShell.context';
import { DateField } from './DateField';

const SIGNATURE_TEXT = {
  title: 'Sign Your Request',
  signature: 'Electronic Signature',
  signatureHint: 'Type your full name. Typing it counts as your signature.',
  signatureDate: 'Signature Date',
} as const;

export type SignatureFieldsProps = {
  /** The group of the two fields: 'signatureDetails' gives 'signatureDetails.signature' and '.signatureDate'. */
  group: string;
};

/**
 * The electronic signature block of a change form (seed 002 §2): the full name typed as the signature and the
 * date of signing, which is today (US Eastern time) and can be neither earlier nor later.
 */
export function SignatureFields({ group }: SignatureFieldsProps) {
  const { form } = useFormShell<Record<string, unknown>>();
  const today = todayInEastern();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${group}-signature-title`}>
      <Text fw={700} mb="xs" id={`${group}-signature-title`}>
        {SIGNATURE_TEXT.title}
      </Text>
      <Stack gap="md">
        <TextInput
          label={SIGNATURE_TEXT.signature}
          description={SIGNATURE_TEXT.signatureHint}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps(`${group}.signature`)}
        />
        <DateField path={`${group}.signatureDate`} label={SIGNATURE_TEXT.signatureDate} minDate={today} maxDate={today} />
      </Stack>
    </Paper>
  );
}
