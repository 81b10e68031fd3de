import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { AUTO_DOCUMENT_RULES, AUTO_MESSAGES, ZAutoChanges, ZAutoPolicyInfo } from '@contracts/policy-changes/auto';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { optionalDocument, type TPortalType, ZDocumentList } from '@contracts/policy-changes/shared';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { DocumentList, PolicyNumberInput } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { message } from '@site/i18n/catalogue';
import { Say } from '../../../i18n/Say';
import { CHANGE_FORM_TEXT } from '../content';
import { reviewStep } from '../shared-steps';
import type { AutoChangeValues } from './auto-values';
import { ChangesFields } from './ChangesFields';

function PolicyInfoFields({ form }: FormShellStepContext<AutoChangeValues>) {
  return (
    <>
      <PolicyNumberInput label="Policy Number" {...form.getInputProps('contactInfo.policyNumber')} />
      <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('contactInfo.email')} />
      <TextInput
        label="Policyholder Name"
        placeholder="Full name as it appears on policy"
        autoComplete="name"
        withAsterisk
        {...form.getInputProps('contactInfo.policyholderName')}
      />
    </>
  );
}

const requiredFile = (message: string) => optionalDocument().refine((value) => Boolean(value), message);

/** A policyholder's documents (seed 002 §3 auto types): the license and registration flagged, none required. */
const DOCUMENTS_STEP: FormShellStep<AutoChangeValues> = {
  label: 'Documents',
  schema: z.object({ documents: ZDocumentList }),
  skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
  render: () => <DocumentList types={AUTO_DOCUMENT_RULES.types} description="Documents help us make the change faster. None is needed to send your request." />,
};

/** Seed 002 §2 "Auto policy change form": four steps for a policyholder, three for a lender (no documents). */
export const autoChangeSteps = (portalType: TPortalType): FormShellStep<AutoChangeValues>[] => [
  { label: 'Policy Information', schema: z.object({ contactInfo: ZAutoPolicyInfo }), render: (context) => <PolicyInfoFields {...context} /> },
  { label: 'Request Changes', schema: z.object({ changes: ZAutoChanges }), render: (context) => <ChangesFields {...context} /> },
  ...(portalType === 'customer' ? [DOCUMENTS_STEP] : []),
  reviewStep<AutoChangeValues>(AUTO_CHANGE_FORM, {
    signed: true,
    extra:
      portalType === 'lender'
        ? {
            schema: { authorizationFile: requiredFile(AUTO_MESSAGES.authorization) },
            render: ({ form, submitting, uploadProgress }) => (
              <FileUpload
                label="Borrower Authorization"
                description={<Say message={message(CHANGE_FORM_TEXT, 'borrowerAuthorizationHint')} />}
                required
                disabled={submitting}
                progress={uploadProgress}
                {...form.getInputProps('authorizationFile')}
              />
            ),
          }
        : undefined,
  }),
];
