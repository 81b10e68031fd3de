import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { todayInEastern } from '@contracts/dates';
import { useText } from '../../i18n/Locale';
import { useFormShell } from '../FormShell.context';
import { FORM_SHELL_CATALOGUE } from '../text';
import { DateField } from './DateField';

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
  const text = useText(FORM_SHELL_CATALOGUE);
  const today = todayInEastern();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${group}-signature-title`}>
      <Text fw={700} mb="xs" id={`${group}-signature-title`}>
        {text('signature.title')}
      </Text>
      <Stack gap="md">
        <TextInput
          label={text('signature.signature')}
          description={text('signature.hint')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps(`${group}.signature`)}
        />
        <DateField path={`${group}.signatureDate`} label={text('signature.date')} minDate={today} maxDate={today} />
      </Stack>
    </Paper>
  );
}
