import { Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { IconDownload } from '@tabler/icons-react';
import { AVAILABLE_FORMS, formDownloadPath } from '@contracts/document-management';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { PolicyNumberInput } from '@design-system/FormShell/steps';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { message } from '@site/i18n/catalogue';
import { DOCUMENT_MANAGEMENT_TEXT as TEXT } from './content';
import { ZChooseAction, ZDocumentPolicyInformation, ZDocumentUploadFields, type DocumentManagementValues } from './document-upload';

type Context = FormShellStepContext<DocumentManagementValues>;

function ChooseAction({ form }: Context) {
  const text = useText(TEXT);
  const { error, ...props } = form.getInputProps('action');
  return (
    <Radio.Group label={text('actions.legend')} withAsterisk error={error} {...props}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        {(['download', 'upload'] as const).map((action) => (
          <Radio.Card key={action} value={action} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{text(`actions.${action}.label`)}</Text>
                <Text size="sm" c="dimmed">
                  {text(`actions.${action}.description`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The agency's forms, named and described in the page's language (the contract's words); the PDFs are in English. */
function AvailableForms() {
  const text = useText(TEXT);
  const translate = useTranslateMessage();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      {locale !== 'en' && <Text size="sm">{text('formsInEnglish')}</Text>}
      {AVAILABLE_FORMS.map((form) => (
        <Paper key={form.slug} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{translate(form.name)}</Text>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {text(`categories.${form.category}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {translate(form.description)}
            </Text>
            <Button
              component="a"
              href={formDownloadPath(form.slug)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={text('downloadForm', { form: translate(form.name) })}
              style={{ alignSelf: 'flex-start' }}
            >
              {text('download')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function PolicyInformation({ form }: Context) {
  const text = useText(TEXT);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={text('labels.firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={text('labels.lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <PolicyNumberInput label={text('labels.policyNumber')} {...form.getInputProps('policyNumber')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={text('labels.phoneNumber')} withAsterisk {...form.getInputProps('phoneNumber')} />
        <TextInput label={text('labels.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
      </SimpleGrid>
    </>
  );
}

function UploadDocument({ form, uploadProgress, submitting }: Context) {
  const text = useText(TEXT);
  return (
    <>
      <FileUpload label={text('labels.file')} required disabled={submitting} progress={uploadProgress} {...form.getInputProps('file')} />
      <GrowingTextarea
        label={text('labels.message')}
        placeholder={text('messagePlaceholder')}
        withAsterisk
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('message')}
      />
    </>
  );
}

const chooseStep: FormShellStep<DocumentManagementValues> = {
  label: message(TEXT, 'steps.choose'),
  schema: ZChooseAction,
  render: (context) => <ChooseAction {...context} />,
};

/** Seed 001 §2: three steps to upload; the download path ends at its second step, the forms. */
export const documentManagementSteps = (values: DocumentManagementValues): FormShellStep<DocumentManagementValues>[] =>
  values.action === 'download'
    ? [chooseStep, { label: message(TEXT, 'steps.forms'), forward: false, render: () => <AvailableForms /> }]
    : [
        chooseStep,
        { label: message(TEXT, 'steps.policy'), schema: ZDocumentPolicyInformation, render: (context) => <PolicyInformation {...context} /> },
        { label: message(TEXT, 'steps.upload'), schema: ZDocumentUploadFields, skeletonMs: 600, render: (context) => <UploadDocument {...context} /> },
      ];
