import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { AUTO_DOCUMENT_RULES, AUTO_MESSAGES, ZAutoChanges, ZAutoPolicyInfo } from '@contracts/policy-changes/auto';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { optionalDocument, type TPortalType, ZDocumentList } from '@contracts/policy-changes/shared';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { DocumentList, PolicyNumberInput } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { message } from '@site/i18n/catalogue';
import { Say } from '../../../i18n/Say';
import { CHANGE_FORM_TEXT } from '../content';
import { reviewStep } from '../shared-steps';
import type { AutoChangeValues } from './auto-values';
import { ChangesFields } from './ChangesFields';
import { AUTO_CHANGE_TEXT } from './content';

function PolicyInfoFields({ form }: FormShellStepContext<AutoChangeValues>) {
  const text = useText(AUTO_CHANGE_TEXT);
  return (
    <>
      <PolicyNumberInput label={text('policyNumber')} {...form.getInputProps('contactInfo.policyNumber')} />
      <TextInput label={text('email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('contactInfo.email')} />
      <TextInput
        label={text('policyholderName')}
        placeholder={text('policyholderNamePlaceholder')}
        autoComplete="name"
        withAsterisk
        {...form.getInputProps('contactInfo.policyholderName')}
      />
    </>
  );
}

const requiredFile = (message: string) => optionalDocument().refine((value) => Boolean(value), message);

/** The auto document types, each named in the page's language. */
function DocumentsFields() {
  const text = useText(AUTO_CHANGE_TEXT);
  const translate = useTranslateMessage();
  return <DocumentList types={AUTO_DOCUMENT_RULES.types.map((type) => ({ ...type, label: translate(type.label) }))} description={text('documentsIntro')} />;
}

/** A policyholder's documents (seed 002 §3 auto types): the license and registration flagged, none required. */
const DOCUMENTS_STEP: FormShellStep<AutoChangeValues> = {
  label: message(AUTO_CHANGE_TEXT, 'documentsStep'),
  schema: z.object({ documents: ZDocumentList }),
  skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
  render: () => <DocumentsFields />,
};

/** A lender's borrower authorization (seed 002 §6), on the review step: required. */
function AuthorizationField({ form, submitting, uploadProgress }: FormShellStepContext<AutoChangeValues>) {
  const text = useText(AUTO_CHANGE_TEXT);
  return (
    <FileUpload
      label={text('borrowerAuthorization')}
      description={<Say message={message(CHANGE_FORM_TEXT, 'borrowerAuthorizationHint')} />}
      required
      disabled={submitting}
      progress={uploadProgress}
      {...form.getInputProps('authorizationFile')}
    />
  );
}

/** Seed 002 §2 "Auto policy change form": four steps for a policyholder, three for a lender (no documents). */
export const autoChangeSteps = (portalType: TPortalType): FormShellStep<AutoChangeValues>[] => [
  {
    label: message(AUTO_CHANGE_TEXT, 'policyStep'),
    schema: z.object({ contactInfo: ZAutoPolicyInfo }),
    render: (context) => <PolicyInfoFields {...context} />,
  },
  { label: message(AUTO_CHANGE_TEXT, 'changesStep'), schema: z.object({ changes: ZAutoChanges }), render: (context) => <ChangesFields {...context} /> },
  ...(portalType === 'customer' ? [DOCUMENTS_STEP] : []),
  reviewStep<AutoChangeValues>(AUTO_CHANGE_FORM, {
    signed: true,
    extra:
      portalType === 'lender'
        ? {
            schema: { authorizationFile: requiredFile(AUTO_MESSAGES.authorization) },
            render: (context) => <AuthorizationField {...context} />,
          }
        : undefined,
  }),
];
