import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconEraser, IconHeadset, IconRefresh } from '@tabler/icons-react';

export type SubmissionErrorPanelProps = {
  /** @default 'There is a problem' */
  title?: string;
  /** What went wrong, in the form's words. */
  message: string;
  /** Sends the same answers again; no Try Again button without it. */
  onRetry?: () => void;
  /** Offers to reach a person (call, or the support e-mail). */
  onContactSupport?: () => void;
  /** Clears the error and the answers: back to the empty form. */
  onClear?: () => void;
  /** While a retry is under way its button shows a spinner and the actions wait. */
  busy?: boolean;
  retryLabel?: string;
  contactSupportLabel?: string;
  clearLabel?: string;
};

/**
 * Why a form could not be sent, announced to screen readers as it appears (role alert), with what the
 * person can do next: try again, contact support or clear the form and start over.
 */
export function SubmissionErrorPanel({
  title = 'There is a problem',
  message,
  onRetry,
  onContactSupport,
  onClear,
  busy = false,
  retryLabel = 'Try Again',
  contactSupportLabel = 'Contact Support',
  clearLabel = 'Clear Form',
}: SubmissionErrorPanelProps) {
  const hasActions = Boolean(onRetry || onContactSupport || onClear);
  return (
    <Alert color="red" variant="light" radius="md" title={title} icon={<IconAlertCircle aria-hidden />} data-testid="submission-error">
      <Text size="sm" c="var(--mantine-color-red-9)" data-testid="submission-error-message">
        {message}
      </Text>
      {hasActions && (
        <Group gap="xs" mt="sm" wrap="wrap">
          {onRetry && (
            <Button size="sm" color="red.9" leftSection={<IconRefresh size={16} aria-hidden />} loading={busy} onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {onContactSupport && (
            <Button size="sm" variant="default" leftSection={<IconHeadset size={16} aria-hidden />} disabled={busy} onClick={onContactSupport}>
              {contactSupportLabel}
            </Button>
          )}
          {onClear && (
            <Button size="sm" variant="default" leftSection={<IconEraser size={16} aria-hidden />} disabled={busy} onClick={onClear}>
              {clearLabel}
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
