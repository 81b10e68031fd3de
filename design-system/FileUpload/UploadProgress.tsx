import { Progress, Stack, Text } from '@mantine/core';

export type UploadProgressProps = {
  /** Percent done; null while the work has no measure yet (a file being read): a full, moving bar. */
  percent: number | null;
  /** What the bar is for, to a screen reader: 'Uploading deed.pdf'. */
  label: string;
  /** Under the bar: 'Uploading...', 'Processing your document'; the percent is added when known. */
  text: string;
  mt?: string;
};

/** A file's upload or reading under way (seed 001 §5, seed 002 §2 'Processing your document'). */
export function UploadProgress({ percent, label, text, mt }: UploadProgressProps) {
  return (
    <Stack gap={4} mt={mt}>
      <Progress value={percent ?? 100} size="md" radius="xl" animated striped={percent === null} aria-label={label} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent === null ? text : `${text} ${Math.round(percent)}%`}
      </Text>
    </Stack>
  );
}
