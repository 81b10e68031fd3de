import { Group, Input, List, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DocumentTypeOption } from '@contracts/policy-changes/shared';
import type { Translate } from '@site/i18n/catalogue';
import { FILE_TYPE_NOT_SUPPORTED_MESSAGE } from '@contracts/uploads';
import { FileUpload } from '../../FileUpload/FileUpload';
import { looksLikeAcceptedDocument } from '../../FileUpload/document-content';
import { UploadProgress } from '../../FileUpload/UploadProgress';
import { useText } from '../../i18n/Locale';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import { useFormShell } from '../FormShell.context';
import { FORM_SHELL_CATALOGUE, type FormShellKey } from '../text';
import { DocumentEntry } from './DocumentEntry';

/** One document of the list (seed 002 §3 "Document entry"); a restored draft's entries have no file. */
export type DocumentEntryValue = { type: string; file?: File | null; description: string };

/** Why a file was not added: no type chosen yet (said at the type), or content that is not a document (at the upload). */
type Refusal = 'choose-type-first' | 'not-supported';

/** What the screen reader is told last, kept as words to say in the page's language. */
type Announcement = { change: 'added' | 'replaced'; type: string; name: string } | { change: 'removed'; type: string } | null;

const said = (announcement: NonNullable<Announcement>, text: Translate<FormShellKey>) =>
  announcement.change === 'removed'
    ? text('documents.announceRemoved', { type: announcement.type })
    : text(announcement.change === 'added' ? 'documents.announceAdded' : 'documents.announceReplaced', { type: announcement.type, name: announcement.name });

export type DocumentListProps = {
  /** Where the list sits in the form's values. @default 'documents' */
  path?: string;
  /** The types this form offers; a required one is flagged until it is added. */
  types: readonly DocumentTypeOption[];
  /** @default 'Documents', in the page's language */
  label?: string;
  description?: ReactNode;
};

const PHONE_QUERY = '(max-width: 48em)';

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);

const hasFile = (entry: DocumentEntryValue): entry is DocumentEntryValue & { file: File } => typeof File !== 'undefined' && entry.file instanceof File;

/**
 * A change form's documents (seed 002 §2 step 3): choose a type, then its file; one entry per type, a new file
 * of a type replacing the old; each entry with its preview (images), name, size, an optional description and
 * Remove. A file is read before it is added (Next waits meanwhile), and one whose content is not an accepted
 * document is refused at once. Phones without camera access are told to use the camera app.
 */
export function DocumentList({ path = 'documents', types, label, description }: DocumentListProps) {
  const { form, fieldId, uploadProgress, setPending, submitting } = useFormShell<Record<string, unknown>>();
  const text = useText(FORM_SHELL_CATALOGUE);
  const translate = useTranslateMessage();
  const listInput = form.getInputProps(path);
  const listValue: unknown = listInput.value;
  const entries = useMemo(() => (Array.isArray(listValue) ? listValue : []) as DocumentEntryValue[], [listValue]);
  const [type, setType] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>(null);
  const [filesDropped, setFilesDropped] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const cameraUnavailable = typeof navigator !== 'undefined' && !navigator.mediaDevices?.getUserMedia;

  const current = () => {
    const value = valueAt(form.getValues(), path);
    return (Array.isArray(value) ? value : []) as DocumentEntryValue[];
  };
  const labelOf = (value: string) => types.find((option) => option.value === value)?.label ?? value;

  // A restored draft brings the entries back without their files (never stored): they are asked for again.
  useEffect(() => {
    if (entries.every(hasFile)) return;
    form.setFieldValue(path, entries.filter(hasFile));
    setFilesDropped(true);
  }, [entries, form, path]);

  const add = async (file: File | null) => {
    if (!file) return;
    if (!type) {
      setRefusal('choose-type-first');
      return;
    }
    setRefusal(null);
    setReading(true);
    setPending(path, true);
    try {
      if (!(await looksLikeAcceptedDocument(file))) {
        setRefusal('not-supported');
        return;
      }
      const list = current();
      const index = list.findIndex((entry) => entry.type === type);
      const entry = { type, file, description: index === -1 ? '' : (list[index]?.description ?? '') };
      form.setFieldValue(path, index === -1 ? [...list, entry] : list.map((existing, at) => (at === index ? entry : existing)));
      form.clearFieldError(path);
      setAnnouncement({ change: index === -1 ? 'added' : 'replaced', type: labelOf(type), name: file.name });
      setType(null);
    } finally {
      setReading(false);
      setPending(path, false);
    }
  };

  const remove = (index: number) => {
    const removed = entries[index];
    form.setFieldValue(
      path,
      entries.filter((_, at) => at !== index),
    );
    if (removed) setAnnouncement({ change: 'removed', type: labelOf(removed.type) });
  };

  const requiredTypes = types.filter((option) => option.required);
  const uploading = typeof uploadProgress === 'number' && entries.length > 0;

  return (
    <Stack gap="md">
      <Select
        label={text('documents.typeLabel')}
        placeholder={text('documents.typePlaceholder')}
        description={text('documents.typeHint')}
        data={types.map((option) => ({ value: option.value, label: option.required ? text('documents.typeRequired', { type: option.label }) : option.label }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setRefusal((shown) => (shown === 'choose-type-first' ? null : shown));
        }}
        disabled={submitting}
        id={fieldId(path)}
        error={listInput.error ?? (refusal === 'choose-type-first' ? text('documents.chooseTypeFirst') : undefined)}
        allowDeselect={false}
      />
      {requiredTypes.length > 0 && (
        <List size="sm" spacing={4} listStyleType="none" aria-label={text('documents.requiredList')}>
          {requiredTypes.map((option) => {
            const added = entries.some((entry) => entry.type === option.value);
            return (
              <List.Item key={option.value}>
                <Group gap="xs">
                  <Text size="sm">{option.label}</Text>
                  <Group gap={4}>
                    {added ? (
                      <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
                    ) : (
                      <IconCircleDashed size={16} color="var(--mantine-color-red-8)" aria-hidden />
                    )}
                    <Text size="sm" fw={600}>
                      {added ? text('documents.added') : text('documents.needed')}
                    </Text>
                  </Group>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      <FileUpload
        label={text('documents.upload')}
        description={phone && cameraUnavailable ? text('documents.cameraNotice') : undefined}
        value={null}
        onChange={(file) => void add(file)}
        error={refusal === 'not-supported' ? translate(FILE_TYPE_NOT_SUPPORTED_MESSAGE) : undefined}
        disabled={submitting || reading}
      />
      {reading && <UploadProgress percent={null} label={text('documents.processing')} text={text('documents.processing')} />}
      {filesDropped && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {text('documents.draftFilesNotice')}
        </Text>
      )}
      <Input.Wrapper label={label ?? text('documents.label')} description={description} labelElement="div">
        <Stack gap="sm" mt={entries.length ? 6 : 0} data-testid="document-list">
          {entries.map((entry, index) =>
            hasFile(entry) ? (
              <DocumentEntry
                key={entry.type}
                typeLabel={labelOf(entry.type)}
                file={entry.file}
                typeId={fieldId(`${path}.${index}.type`)}
                fileId={fieldId(`${path}.${index}.file`)}
                descriptionProps={form.getInputProps(`${path}.${index}.description`)}
                error={String(form.errors[`${path}.${index}.type`] ?? form.errors[`${path}.${index}.file`] ?? '') || undefined}
                onRemove={() => remove(index)}
                disabled={submitting}
              />
            ) : null,
          )}
        </Stack>
      </Input.Wrapper>
      {uploading && <UploadProgress percent={uploadProgress} label={text('documents.uploading')} text={text('documents.uploadingText')} />}
      <VisuallyHidden aria-live="polite">{announcement && said(announcement, text)}</VisuallyHidden>
    </Stack>
  );
}
