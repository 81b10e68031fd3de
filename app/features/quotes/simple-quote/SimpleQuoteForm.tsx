import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { needsPropertyAddress, SIMPLE_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { useText } from '@design-system/i18n/Locale';
import { useEarlyInputKept } from '../../../forms/useEarlyInputKept';
import { SIMPLE_QUOTE_TEXT } from './text';
import type { useSimpleQuoteForm } from './useSimpleQuoteForm';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';

type SimpleQuoteFormProps = Omit<ReturnType<typeof useSimpleQuoteForm>, 'result'> & {
  productType: string;
  /** The product's name in the page's language. */
  productName: string;
};

/** Seed 000 §2.4 fields; the property address only for Home, Flood and Auto. */
export function SimpleQuoteForm({ form, submit, submitting, productType, productName }: SimpleQuoteFormProps) {
  const text = useText(SIMPLE_QUOTE_TEXT);
  const showAddress = needsPropertyAddress(productType, SIMPLE_FORM_PROPERTY_PRODUCTS);
  const formRef = useEarlyInputKept<HTMLFormElement>();
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={text('formLabel', { product: productName })}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={text('firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label={text('lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={text('email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <PhoneInput label={text('phone')} withAsterisk {...form.getInputProps('phone')} />
        </SimpleGrid>
        {showAddress && (
          <TextInput
            label={text('propertyAddress')}
            autoComplete="street-address"
            placeholder={text('propertyAddressPlaceholder')}
            withAsterisk
            {...form.getInputProps('property_address')}
          />
        )}
        <GrowingTextarea label={text('message')} minRows={3} maxRows={8} {...form.getInputProps('message')} />
        <Radio.Group label={text('insured')} withAsterisk {...form.getInputProps('currently_insured')}>
          <Group mt="xs" gap="xl">
            <Radio value="Yes" label={text('yes')} />
            <Radio value="No" label={text('no')} />
          </Group>
        </Radio.Group>
        <Button type="submit" size="md" loading={submitting} disabled={submitting} fullWidth>
          {text('submit')}
        </Button>
        <PrivacyFootnote />
      </Stack>
    </form>
  );
}
