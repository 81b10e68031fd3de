import { Button, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { needsPropertyAddress, SIMPLE_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { SIMPLE_QUOTE_CONTENT } from './content';
import type { useSimpleQuoteForm } from './useSimpleQuoteForm';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';

type SimpleQuoteFormProps = Omit<ReturnType<typeof useSimpleQuoteForm>, 'result'> & { productType: string };

/** Seed 000 §2.4 fields; the property address only for Home, Flood and Auto. */
export function SimpleQuoteForm({ form, submit, submitting, productType }: SimpleQuoteFormProps) {
  const showAddress = needsPropertyAddress(productType, SIMPLE_FORM_PROPERTY_PRODUCTS);
  return (
    <form onSubmit={submit} noValidate aria-label={`${productType} quote request`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <PhoneInput label="Phone" withAsterisk {...form.getInputProps('phone')} />
        </SimpleGrid>
        {showAddress && (
          <TextInput
            label="Property Address"
            autoComplete="street-address"
            placeholder="Street, city, state and ZIP"
            withAsterisk
            {...form.getInputProps('property_address')}
          />
        )}
        <Textarea label="Message (optional)" autosize minRows={3} maxRows={8} {...form.getInputProps('message')} />
        <Radio.Group label="Are you currently insured?" withAsterisk {...form.getInputProps('currently_insured')}>
          <Group mt="xs" gap="xl">
            <Radio value="Yes" label="Yes" />
            <Radio value="No" label="No" />
          </Group>
        </Radio.Group>
        <Button type="submit" size="md" loading={submitting} disabled={submitting} fullWidth>
          {SIMPLE_QUOTE_CONTENT.submit}
        </Button>
        <PrivacyFootnote />
      </Stack>
    </form>
  );
}
