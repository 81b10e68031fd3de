import { Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AVAILABLE_FORMS, formDownloadPath } from '@contracts/document-management';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import type { FormShellStep, FormShellStepContext } from '@design-system/FormShell';
import { PolicyNumberInput } from '@design-system/FormShell/steps';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { DOCUMENT_MANAGEMENT_CONTENT as CONTENT } from './content';
import { ZChooseAction, ZDocumentPolicyInformation, ZDocumentUploadFields, type DocumentManagementValues } from './document-upload';

type Context = FormShellStepContext<DocumentManagementValues>;

function ChooseAction({ form }: Context) {
  const { error, ...props } = form.getInputProps('action');
  return (
    <Radio.Group label={CONTENT.actions.legend} withAsterisk error={error} {...props}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        {(['download', 'upload'] as const).map((action) => (
          <Radio.Card key={action} value={action} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{CONTENT.actions[action].label}</Text>
                <Text size="sm" c="dimmed">
                  {CONTENT.actions[action].description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function AvailableForms() {
  return (
    <Stack gap="sm">
      {AVAILABLE_FORMS.map((form) => (
        <Paper key={form.slug} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{form.name}</Text>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {CONTENT.categories[form.category]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {form.description}
            </Text>
            <Button
              component="a"
              href={formDownloadPath(form.slug)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={`${CONTENT.download}: ${form.name}`}
              style={{ alignSelf: 'flex-start' }}
            >
              {CONTENT.download}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function PolicyInformation({ form }: Context) {
  const { labels } = CONTENT;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={labels.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={labels.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <PolicyNumberInput label={labels.policyNumber} {...form.getInputProps('policyNumber')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput label={labels.phoneNumber} withAsterisk {...form.getInputProps('phoneNumber')} />
        <TextInput label={labels.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
      </SimpleGrid>
    </>
  );
}

function UploadDocument({ form, uploadProgress, submitting }: Context) {
  return (
    <>
      <FileUpload label={CONTENT.labels.file} required disabled={submitting} progress={uploadProgress} {...form.getInputProps('file')} />
      <Textarea
        label={CONTENT.labels.message}
        placeholder={CONTENT.messagePlaceholder}
        withAsterisk
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('message')}
      />
    </>
  );
}

const chooseStep: FormShellStep<DocumentManagementValues> = {
  label: CONTENT.steps.choose,
  schema: ZChooseAction,
  render: (context) => <ChooseAction {...context} />,
};

/** Seed 001 §2: three steps to upload; the download path ends at its second step, the forms. */
export const documentManagementSteps = (values: DocumentManagementValues): FormShellStep<DocumentManagementValues>[] =>
  values.action === 'download'
    ? [chooseStep, { label: CONTENT.steps.forms, forward: false, render: () => <AvailableForms /> }]
    : [
        chooseStep,
        { label: CONTENT.steps.policy, schema: ZDocumentPolicyInformation, render: (context) => <PolicyInformation {...context} /> },
        { label: CONTENT.steps.upload, schema: ZDocumentUploadFields, skeletonMs: 600, render: (context) => <UploadDocument {...context} /> },
      ];
