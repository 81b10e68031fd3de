import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileText, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fileSizeIn } from '../FormShell/steps/file-size';
import { useLocale, useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { FILE_UPLOAD_TEXT } from './text';
import {
  ACCEPTED_DOCUMENT_TYPES,
  ACCEPTED_DOCUMENT_TYPES_TEXT,
  DEFAULT_UPLOAD_MAX_BYTES,
  FILE_TYPE_NOT_SUPPORTED_MESSAGE,
  fileTooLargeMessage,
} from '@contracts/uploads';
import { UploadProgress } from './UploadProgress';
import classes from './FileUpload.module.css';

export type FileUploadProps = {
  /** The id of the field's control (the choose button, or Remove once a file is chosen): an error summary's link lands there. */
  id?: string;
  label: string;
  /** Under the label: what the file is for. */
  description?: ReactNode;
  value?: File | null;
  onChange: (file: File | null) => void;
  /** Called when the person leaves the field (for validation on blur). */
  onBlur?: () => void;
  error?: ReactNode;
  /** Upload progress in percent; the bar shows while it is between 0 and 100 (seed 001 §5). */
  progress?: number | null;
  /** MIME types and their extensions; by default the accepted documents (pdf, doc, docx, jpg, jpeg, png). */
  accept?: Record<string, readonly string[]>;
  acceptText?: string;
  maxSize?: number;
  required?: boolean;
  disabled?: boolean;
  /** Told when a chosen file is refused (its message) and when the refusal no longer stands (null). */
  onRejectionChange?: (message: string | null) => void;
};

/** A refusal, in English (the contract's words, or ONE_FILE): said in the page's language when shown. */
const ONE_FILE = 'one-file';
const rejectionMessage = (rejection: FileRejection | undefined, maxSize: number) => {
  const code = rejection?.errors[0]?.code;
  if (code === 'file-too-large') return fileTooLargeMessage(maxSize);
  if (code === 'too-many-files') return ONE_FILE;
  return FILE_TYPE_NOT_SUPPORTED_MESSAGE;
};

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * One document: drop it or choose it with the button, then see its name and size, the upload's
 * progress and a Remove button. A file of another type, or too large, is refused with the spec's words.
 */
export function FileUpload({
  id: controlId,
  label,
  description,
  value = null,
  onChange,
  onBlur,
  error,
  progress,
  accept = ACCEPTED_DOCUMENT_TYPES,
  acceptText = ACCEPTED_DOCUMENT_TYPES_TEXT,
  maxSize = DEFAULT_UPLOAD_MAX_BYTES,
  required,
  disabled,
  onRejectionChange,
}: FileUploadProps) {
  const id = useId();
  const text = useText(FILE_UPLOAD_TEXT);
  const locale = useLocale();
  const translate = useTranslateMessage();
  const sizeOf = (bytes: number) => fileSizeIn(bytes, locale, text('bytes'));
  const buttonId = controlId ?? `${id}-button`;
  const openRef = useRef<() => void>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  /** A file was just chosen from this field: focus goes to the control that replaces its button (Remove), not the page. */
  const chosen = useRef(false);
  useEffect(() => {
    if (value && chosen.current) removeRef.current?.focus();
    chosen.current = false;
  }, [value]);
  const [rejection, setRejectionState] = useState<string | null>(null);
  const setRejection = (message: string | null) => {
    setRejectionState(message);
    onRejectionChange?.(message);
  };
  const shownError = rejection ? (rejection === ONE_FILE ? text('oneFile') : translate(rejection)) : error;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, hintId, shownError ? errorId : null].filter(Boolean).join(' ');
  const uploading = typeof progress === 'number' && progress > 0 && progress < 100;
  const FileIcon = value && isImage(value) ? IconPhoto : IconFileText;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      description={description}
      error={shownError}
      classNames={{ root: classes.root }}
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      {value ? (
        <Paper withBorder radius="md" p="sm" mt={6} className={classes.file} data-invalid={shownError ? true : undefined} data-testid="file-upload-file">
          <Group wrap="nowrap" gap="sm" align="center">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <FileIcon size={22} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={0} className={classes.fileText}>
              <Text fw={600} className={classes.fileName} title={value.name}>
                {value.name}
              </Text>
              <Text size="sm" c="dimmed">
                {sizeOf(value.size)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => {
                setRejection(null);
                onChange(null);
              }}
              onBlur={onBlur}
              disabled={disabled}
              id={buttonId}
              ref={removeRef}
              aria-label={text('remove', { name: value.name })}
              aria-describedby={shownError ? errorId : undefined}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
          {uploading && <UploadProgress percent={progress} label={text('uploadingFile', { name: value.name })} text={text('uploading')} mt="sm" />}
        </Paper>
      ) : (
        <Dropzone
          mt={6}
          multiple={false}
          accept={accept as Record<string, string[]>}
          maxSize={maxSize}
          disabled={disabled}
          openRef={openRef}
          // The zone takes drops; the button inside is the one control (a keyboard and screen reader see a
          // plain button, not a focusable area wrapping the hidden file input).
          activateOnClick={false}
          tabIndex={-1}
          // The hidden input is not a second control (the button is the one): out of the tab order and of what a
          // screen reader lists, with a name in the page's language (react-dropzone's is English).
          inputProps={{ 'aria-label': text('choose'), 'aria-hidden': true, tabIndex: -1 }}
          onDrop={(files) => {
            setRejection(null);
            chosen.current = true;
            if (files[0]) onChange(files[0]);
          }}
          onReject={(rejections) => setRejection(rejectionMessage(rejections[0], maxSize))}
          className={classes.dropzone}
          data-invalid={shownError ? true : undefined}
        >
          <Group justify="center" gap="md" className={classes.dropzoneInner}>
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconUpload size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4} align="flex-start">
              <Text fw={600} className={classes.dragHint}>
                {text('dragHint')}
              </Text>
              <Button
                id={buttonId}
                variant="light"
                onClick={() => openRef.current?.()}
                onBlur={onBlur}
                disabled={disabled}
                aria-labelledby={`${labelId} ${id}-action`}
                aria-describedby={describedBy}
                aria-invalid={shownError ? true : undefined}
                className={classes.chooseButton}
              >
                <span id={`${id}-action`}>{text('choose')}</span>
              </Button>
              <Text size="sm" c="dimmed" id={hintId}>
                {text('limits', { types: translate(acceptText), size: sizeOf(maxSize) })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
