import { Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TStaffMember } from '@contracts/back-office/staff-auth';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { api } from '../../../api/client';

type Props = { detail: TSubmissionDetail; onChanged: (detail: TSubmissionDetail) => void };

/** Who works the submission: any member of staff, or no one. */
export function AssigneeSelect({ detail, onChanged }: Props) {
  const [staff, setStaff] = useState<TStaffMember[]>([]);
  const [error, setError] = useState<string>();
  /** Said once the server has saved it (a status region: a screen reader hears it too). */
  const [saved, setSaved] = useState('');
  useEffect(() => {
    void api.submissions
      .listStaff({ quiet: true })
      .catch(() => null)
      .then((response) => response?.status === 200 && setStaff(response.body));
  }, []);
  const assign = async (value: string | null) => {
    setError(undefined);
    const response = await api.submissions
      .assign({ params: { referenceNumber: detail.item.referenceNumber }, body: { staffId: value ? Number(value) : null }, quiet: true })
      .catch(() => null);
    if (response?.status === 200) {
      const assignee = response.body.item.assignedTo;
      setSaved(assignee ? `Assigned to ${assignee.name}.` : 'No one is assigned now.');
      onChanged(response.body);
    } else setError('The assignment could not be saved. Please try again.');
  };
  return (
    <Stack gap={4}>
      <Select
        label="Assigned to"
        placeholder="No one"
        data={staff.map((member) => ({ value: String(member.id), label: member.name }))}
        value={detail.item.assignedTo ? String(detail.item.assignedTo.id) : null}
        onChange={(value) => void assign(value)}
        clearable
        error={error}
      />
      <Text size="sm" c="green.8" role="status" data-testid="assignment-saved">
        {saved}
      </Text>
    </Stack>
  );
}
