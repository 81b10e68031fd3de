import { Alert, Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FileUpload } from '../FileUpload/FileUpload';
import { UploadProgress } from '../FileUpload/UploadProgress';
import { useText } from '../i18n/Locale';
import { CameraCapture } from './CameraCapture';
import { SIGNING_TEXT } from './text';

export type DocumentUploadStepProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onUpload: () => void;
  /** Percent of the upload done while it is under way; null otherwise. */
  progress: number | null;
  /** The field's message (no file, wrong type) or the upload's failure, in the page's language (shown as given). */
  error?: string | null;
  /** Show the camera button whatever the screen and device (stories, tests). */
  cameraAlwaysAvailable?: boolean;
};

/**
 * Step 1 of the state-insurer flow (seed 001 §4): choose a document, or take a photo of it on a phone, and
 * upload it. The progress shows while it is sent and prepared.
 */
export function DocumentUploadStep({ file, onFileChange, onUpload, progress, error, cameraAlwaysAvailable }: DocumentUploadStepProps) {
  const text = useText(SIGNING_TEXT);
  const uploading = progress !== null;
  // A refused file is said once, at the field: "No file selected" would say the same thing again.
  const [refused, setRefused] = useState(false);
  const shownError = error && !(refused && !file) ? error : null;
  return (
    <Stack gap="md">
      <FileUpload
        id="state-insurer-document"
        label={text('upload.label')}
        value={file}
        onChange={onFileChange}
        onRejectionChange={(message) => setRefused(message !== null)}
        required
        disabled={uploading}
      />
      <CameraCapture onCapture={onFileChange} forceAvailable={cameraAlwaysAvailable} disabled={uploading} />
      {uploading && (
        <UploadProgress
          percent={progress}
          label={file ? text('upload.uploadingFile', { name: file.name }) : text('upload.uploadingDocument')}
          text={text('upload.uploading')}
        />
      )}
      {shownError && (
        <Alert color="red" role="alert" variant="light">
          {shownError}
        </Alert>
      )}
      <Button onClick={onUpload} loading={uploading} leftSection={<IconUpload size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
        {text('upload.button')}
      </Button>
    </Stack>
  );
}
