import { SimpleGrid, TextInput } from '@mantine/core';
import { PhoneInput } from '../../PhoneInput/PhoneInput';
import { useFormShell } from '../FormShell.context';
import { PolicyNumberInput } from './PolicyNumberInput';

const CONTACT_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  policyNumber: 'Policy Number',
  phoneNumber: 'Phone Number',
  email: 'Email',
} as const;

export type ContactFieldsProps = {
  /** The group the fields sit in ('contactInfo' gives 'contactInfo.firstName'); none for top-level fields. */
  group?: string;
};

/**
 * The shared contact step of the change forms (seed 002 §2): first and last name, policy number (shown in
 * capitals as typed), phone (masked) and e-mail, checked by the contract's ZContactInfo.
 */
export function ContactFields({ group }: ContactFieldsProps) {
  const { form } = useFormShell<Record<string, unknown>>();
  const path = (field: keyof typeof CONTACT_LABELS) => (group ? `${group}.${field}` : field);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={CONTACT_LABELS.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps(path('firstName'))} />
        <TextInput label={CONTACT_LABELS.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps(path('lastName'))} />
      </SimpleGrid>
      <PolicyNumberInput label={CONTACT_LABELS.policyNumber} {...form.getInputProps(path('policyNumber'))} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={CONTACT_LABELS.phoneNumber} withAsterisk {...form.getInputProps(path('phoneNumber'))} />
        <TextInput label={CONTACT_LABELS.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps(path('email'))} />
      </SimpleGrid>
    </>
  );
}
