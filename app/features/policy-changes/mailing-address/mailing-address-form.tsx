import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { z } from 'zod';
import { ZNewAddress } from '@contracts/policy-changes/mailing-address';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { US_STATES } from '@contracts/us-states';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '../shared-steps';

/** The form's values: the contract's body without requestId and customerType (the page adds those). */
export type MailingAddressChangeValues = ChangeFormValues & { newAddress: { street: string; city: string; state: string; zip: string } };

export const MAILING_ADDRESS_INITIAL_VALUES: MailingAddressChangeValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  newAddress: { street: '', city: '', state: '', zip: '' },
  submissionDetails: EMPTY_SUBMISSION_DETAILS,
};

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.code} - ${state.name}` }));

function NewAddressFields({ form }: FormShellStepContext<MailingAddressChangeValues>) {
  return (
    <>
      <TextInput label="Street Address" autoComplete="street-address" withAsterisk {...form.getInputProps('newAddress.street')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label="City" autoComplete="address-level2" withAsterisk {...form.getInputProps('newAddress.city')} />
        <Select label="State" placeholder="Select state" data={STATE_OPTIONS} searchable withAsterisk {...form.getInputProps('newAddress.state')} />
        <TextInput label="ZIP Code" autoComplete="postal-code" inputMode="numeric" maxLength={10} withAsterisk {...form.getInputProps('newAddress.zip')} />
      </SimpleGrid>
    </>
  );
}

/** Contact, the new address, then the effective date and the review of the descriptor's summary. */
export const MAILING_ADDRESS_STEPS: FormShellStep<MailingAddressChangeValues>[] = [
  contactStep(),
  {
    label: 'New Mailing Address',
    schema: z.object({ newAddress: ZNewAddress }),
    render: (context) => <NewAddressFields {...context} />,
  },
  reviewStep(MAILING_ADDRESS_FORM),
];
