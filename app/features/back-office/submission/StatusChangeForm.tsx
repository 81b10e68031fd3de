import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { statusMail } from '@contracts/back-office/status-mail';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@contracts/back-office/submission-kinds';
import { ZStatusChange, type TStatusChange, type TSubmissionDetail } from '@contracts/back-office/submissions';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { api } from '../../../api/client';

type Props = { detail: TSubmissionDetail; onChanged: (detail: TSubmissionDetail) => void };

/** What the person will be sent, before the change is made: the very words the server sends. */
function StatusMailPreview({ detail, status }: { detail: TSubmissionDetail; status: SubmissionStatus }) {
  const mail = statusMail(detail.item, status, window.location.origin);
  return (
    <Alert color="blue" variant="light" title={`Saving e-mails ${detail.item.email}`} data-testid="status-mail-preview">
      <Text size="sm" fw={600}>
        {mail.subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mail.text}
      </Text>
    </Alert>
  );
}

/** Moves the submission to another status, with a note for the history; the person is e-mailed (shown first). */
export function StatusChangeForm({ detail, onChanged }: Props) {
  const [problem, setProblem] = useState<string>();
  const form = useForm<TStatusChange>({
    initialValues: { status: '' as TStatusChange['status'], note: '' },
    validate: zodFormValidator(ZStatusChange),
  });
  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const response = await api.submissions
      .changeStatus({ params: { referenceNumber: detail.item.referenceNumber }, body: values, quiet: true })
      .catch(() => null);
    // The page gives the form a new key with the new history: it starts afresh.
    if (response?.status === 200) return onChanged(response.body);
    const body = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (body.errors) form.setErrors(Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])));
    else setProblem(body.message ?? 'The status could not be changed. Please try again.');
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change status">
      <Stack gap="sm">
        {problem && <Alert color="red" role="alert" title={problem} />}
        <Select
          label="New status"
          placeholder="Choose a status"
          data={SUBMISSION_STATUSES.filter((status) => status.value !== detail.item.status).map(({ value, label }) => ({ value, label }))}
          withAsterisk
          {...form.getInputProps('status')}
        />
        {form.values.status && <StatusMailPreview detail={detail} status={form.values.status} />}
        <GrowingTextarea
          label="Note"
          description="Kept in the history for the agency; not sent to the customer."
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        <Button type="submit" loading={form.submitting}>
          {form.values.status ? 'Update status and e-mail the customer' : 'Update status'}
        </Button>
      </Stack>
    </form>
  );
}
