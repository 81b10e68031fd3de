import { Select, Textarea } from '@mantine/core';
import { z } from 'zod';
import { OTHER_CHANGE_TYPES, ZChangeDetails } from '@contracts/policy-changes/other';
import { OTHER_CHANGE_FORM } from '@contracts/policy-changes/other.form';
import { optionalDocument } from '@contracts/policy-changes/shared';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { message } from '@site/i18n/catalogue';
import { contactStep, EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, reviewStep, type ChangeFormValues } from '../shared-steps';
import { OTHER_CHANGE_TEXT } from './content';

export type OtherChangeValues = ChangeFormValues & {
  changeDetails: { changeType: string; description: string };
  file: File | null;
};

export const OTHER_INITIAL_VALUES: OtherChangeValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  changeDetails: { changeType: '', description: '' },
  file: null,
  submissionDetails: EMPTY_SUBMISSION_DETAILS,
};

function ChangeDetailsFields({ form, submitting, uploadProgress }: FormShellStepContext<OtherChangeValues>) {
  const text = useText(OTHER_CHANGE_TEXT);
  // The contract's change types, said in the page's language.
  const translate = useTranslateMessage();
  return (
    <>
      <Select
        label={text('changeType')}
        placeholder={text('changeTypePlaceholder')}
        data={OTHER_CHANGE_TYPES.map(({ value, label }) => ({ value, label: translate(label) }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('changeDetails.changeType')}
      />
      <Textarea label={text('description')} description={text('descriptionHint')} rows={5} withAsterisk {...form.getInputProps('changeDetails.description')} />
      <FileUpload label={text('supportingDocument')} disabled={submitting} progress={uploadProgress} {...form.getInputProps('file')} />
    </>
  );
}

/** Seed 002 §2 "Other change form (3 steps)". */
export const OTHER_CHANGE_STEPS: FormShellStep<OtherChangeValues>[] = [
  contactStep(),
  {
    label: message(OTHER_CHANGE_TEXT, 'detailsStep'),
    schema: z.object({ changeDetails: ZChangeDetails, file: optionalDocument() }),
    render: (context) => <ChangeDetailsFields {...context} />,
  },
  reviewStep(OTHER_CHANGE_FORM),
];
