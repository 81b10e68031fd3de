import { SimpleGrid, TextInput } from '@mantine/core';
import { useText } from '../../i18n/Locale';
import { PhoneInput } from '../../PhoneInput/PhoneInput';
import { useFormShell } from '../FormShell.context';
import { FORM_SHELL_CATALOGUE } from '../text';
import { PolicyNumberInput } from './PolicyNumberInput';

type ContactField = 'firstName' | 'lastName' | 'policyNumber' | 'phoneNumber' | 'email';

export type ContactFieldsProps = {
  /** The group the fields sit in ('contactInfo' gives 'contactInfo.firstName'); none for top-level fields. */
  group?: string;
};

/**
 * The shared contact step of the change forms (seed 002 §2): first and last name, policy number (shown in
 * capitals as typed), phone (masked) and e-mail, checked by the contract's ZContactInfo. In the lender portal the
 * labels say whose each is: the lender's own name, phone and e-mail, the borrower's policy.
 */
export function ContactFields({ group }: ContactFieldsProps) {
  const { form, portalType } = useFormShell<Record<string, unknown>>();
  const text = useText(FORM_SHELL_CATALOGUE);
  const path = (field: ContactField) => (group ? `${group}.${field}` : field);
  // A lender fills the form about a borrower's policy: the labels say whose each detail is.
  const label = (field: ContactField) => text(portalType === 'lender' ? `lender.${field}` : `contact.${field}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={label('firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps(path('firstName'))} />
        <TextInput label={label('lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps(path('lastName'))} />
      </SimpleGrid>
      <PolicyNumberInput label={label('policyNumber')} {...form.getInputProps(path('policyNumber'))} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={label('phoneNumber')} withAsterisk {...form.getInputProps(path('phoneNumber'))} />
        <TextInput label={label('email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps(path('email'))} />
      </SimpleGrid>
    </>
  );
}
