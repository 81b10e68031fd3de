import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { TStaffMember } from '@contracts/admin/staff-auth';
import { api } from '../../../api/client';

type Labels = { action: string; accessibleName: string; confirm: string };

/**
 * Disables a member of staff after a second click that says what it does; their sessions end at once. For an
 * invitation not yet taken up, `labels` name it cancelling.
 */
export function DisableStaffButton({ member, onDisabled, labels }: { member: TStaffMember; onDisabled: () => void; labels?: Labels }) {
  const { action, accessibleName, confirm } = labels ?? {
    action: 'Disable',
    accessibleName: `Disable ${member.name}`,
    confirm: `Disable ${member.name} and sign them out`,
  };
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const disable = async () => {
    const response = await api.staff.disableStaff({ params: { id: String(member.id) }, body: {}, quiet: true }).catch(() => null);
    if (response?.status === 204) return onDisabled();
    setProblem((response?.body as { message?: string } | undefined)?.message ?? 'The account could not be disabled. Please try again.');
  };
  if (!confirming) {
    return (
      <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-label={accessibleName}>
        {action}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="red" onClick={() => void disable()}>
        {confirm}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Group>
  );
}
