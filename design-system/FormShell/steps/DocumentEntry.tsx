import { ActionIcon, Group, Paper, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useLocale, useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';
import fileClasses from '../../FileUpload/FileUpload.module.css';
import { DocumentThumbnail } from './DocumentThumbnail';
import { fileSizeIn } from './file-size';
import classes from './DocumentList.module.css';

export type DocumentEntryProps = {
  typeLabel: string;
  file: File;
  /** The ids the error summary links to: the type's heading and the Remove button (the file). */
  typeId: string;
  fileId: string;
  /** The description field's props (value, onChange, id, error) from the form. */
  descriptionProps: TextInputProps;
  error?: string;
  onRemove: () => void;
  disabled: boolean;
};

/** One document of a list: its preview, type, name and size, an optional description, and Remove. */
export function DocumentEntry({ typeLabel, file, typeId, fileId, descriptionProps, error, onRemove, disabled }: DocumentEntryProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" className={classes.entry} data-invalid={error ? true : undefined}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <DocumentThumbnail file={file} />
        <Stack gap={0} className={fileClasses.fileText}>
          <Text fw={600} id={typeId} tabIndex={-1} className={classes.typeHeading}>
            {typeLabel}
          </Text>
          <Text size="sm" className={fileClasses.fileName} title={file.name}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {fileSizeIn(file.size, locale, text('documents.bytes'))}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          id={fileId}
          onClick={onRemove}
          disabled={disabled}
          aria-label={text('documents.remove', { type: typeLabel, name: file.name })}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <TextInput label={text('documents.description')} size="sm" mt="xs" disabled={disabled} {...descriptionProps} />
      {error && (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
