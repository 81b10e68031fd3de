import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { z } from 'zod';
import { ZNewAddress } from '@contracts/policy-changes/mailing-address';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { message } from '@site/i18n/catalogue';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '../shared-steps';
import { STATE_SELECT_TEXT, useStateOptions } from '../state-options';
import { MAILING_ADDRESS_TEXT } from './content';

/** The form's values: the contract's body without requestId and customerType (the page adds those). */
export type MailingAddressChangeValues = ChangeFormValues & { newAddress: { street: string; city: string; state: string; zip: string } };

export const MAILING_ADDRESS_INITIAL_VALUES: MailingAddressChangeValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  newAddress: { street: '', city: '', state: '', zip: '' },
  submissionDetails: EMPTY_SUBMISSION_DETAILS,
};

function NewAddressFields({ form }: FormShellStepContext<MailingAddressChangeValues>) {
  const text = useText(MAILING_ADDRESS_TEXT);
  const stateText = useText(STATE_SELECT_TEXT);
  const states = useStateOptions();
  return (
    <>
      <TextInput label={text('street')} autoComplete="street-address" withAsterisk {...form.getInputProps('newAddress.street')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label={text('city')} autoComplete="address-level2" withAsterisk {...form.getInputProps('newAddress.city')} />
        <Select
          label={text('state')}
          placeholder={stateText('placeholder')}
          data={states}
          searchable
          withAsterisk
          {...form.getInputProps('newAddress.state')}
        />
        <TextInput label={text('zip')} autoComplete="postal-code" inputMode="numeric" maxLength={10} withAsterisk {...form.getInputProps('newAddress.zip')} />
      </SimpleGrid>
    </>
  );
}

/** Contact, the new address, then the effective date and the review of the descriptor's summary. */
export const MAILING_ADDRESS_STEPS: FormShellStep<MailingAddressChangeValues>[] = [
  contactStep(),
  {
    label: message(MAILING_ADDRESS_TEXT, 'addressStep'),
    schema: z.object({ newAddress: ZNewAddress }),
    render: (context) => <NewAddressFields {...context} />,
  },
  reviewStep(MAILING_ADDRESS_FORM),
];
