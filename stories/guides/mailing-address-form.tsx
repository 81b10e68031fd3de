/**
 * The guide's example form, written as a real one in app/features/policy-changes/<form>/<form>-form.tsx is
 * (compare other/other-form.tsx and home/home-form.tsx): its values, its first values, its steps and what
 * its review lists. The shared contact and review steps are the real ones.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { z } from 'zod';
import { formatFileSize } from '@contracts/file-size';
import { labelOf } from '@contracts/policy-changes/shared';
import { US_STATES } from '@contracts/us-states';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { DocumentList, type DocumentEntryValue, type ReviewItem } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { CHANGE_FORM_CONTENT } from '@app/features/policy-changes/content';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '@app/features/policy-changes/shared-steps';
import { MAILING_ADDRESS_DOCUMENT_RULES, mailingAddressDocumentsSchema, ZNewAddress } from './mailing-address-contract';

/** The form's values: the contract's body without requestId and customerType (the page adds those). */
export type MailingAddressChangeValues = ChangeFormValues & {
  newAddress: { street: string; city: string; state: string; zip: string };
  documents: DocumentEntryValue[];
};

export const MAILING_ADDRESS_INITIAL_VALUES: MailingAddressChangeValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  newAddress: { street: '', city: '', state: '', zip: '' },
  documents: [],
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

/** What the review lists besides the shared fields; the success screen shows it too. */
export const mailingAddressSummary = ({ newAddress, documents }: MailingAddressChangeValues): ReviewItem[] => [
  { label: 'New Mailing Address', value: `${newAddress.street}, ${newAddress.city}, ${newAddress.state} ${newAddress.zip}` },
  {
    label: 'Documents',
    value: documents.length
      ? documents
          .map(({ type, file }) => `${labelOf(MAILING_ADDRESS_DOCUMENT_RULES.types, type)}: ${file?.name ?? ''} (${formatFileSize(file?.size ?? 0)})`)
          .join(', ')
      : CHANGE_FORM_CONTENT.none,
  },
];

export const MAILING_ADDRESS_STEPS: FormShellStep<MailingAddressChangeValues>[] = [
  contactStep(),
  {
    label: 'New Address',
    schema: z.object({ newAddress: ZNewAddress }),
    render: (context) => <NewAddressFields {...context} />,
  },
  {
    label: 'Documents',
    schema: mailingAddressDocumentsSchema,
    skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
    render: () => <DocumentList types={MAILING_ADDRESS_DOCUMENT_RULES.types} description="A utility bill, lease or bank statement showing the new address." />,
  },
  reviewStep(mailingAddressSummary),
];
