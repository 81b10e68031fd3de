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

/** A lender fills the form about a borrower's policy: the labels say whose each detail is. */
const LENDER_CONTACT_LABELS: Record<keyof typeof CONTACT_LABELS, string> = {
  firstName: 'Your First Name',
  lastName: 'Your Last Name',
  policyNumber: "Borrower's Policy Number",
  phoneNumber: 'Your Phone Number',
  email: 'Your Email',
};

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
  const path = (field: keyof typeof CONTACT_LABELS) => (group ? `${group}.${field}` : field);
  const labels = portalType === 'lender' ? LENDER_CONTACT_LABELS : CONTACT_LABELS;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={labels.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps(path('firstName'))} />
        <TextInput label={labels.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps(path('lastName'))} />
      </SimpleGrid>
      <PolicyNumberInput label={labels.policyNumber} {...form.getInputProps(path('policyNumber'))} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={labels.phoneNumber} withAsterisk {...form.getInputProps(path('phoneNumber'))} />
        <TextInput label={labels.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps(path('email'))} />
      </SimpleGrid>
    </>
  );
}
