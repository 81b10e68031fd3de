import { Alert, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { TStaffInvitation } from '@contracts/back-office/staff';
import { api } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../errors/notify';
import { agencyDateTime } from '../format';
import { ROLE_LABELS } from './role-labels';
import { cancelInvitationAction, StaffActionButton } from './StaffActionButton';

const linkState = (invitation: TStaffInvitation) =>
  new Date(invitation.linkExpiresAt).getTime() > Date.now() ? `Link works until ${agencyDateTime(invitation.linkExpiresAt)}` : 'Link expired';

function ResendButton({ invitation, onResent }: { invitation: TStaffInvitation; onResent: () => void }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    const response = await api.staff.resendInvitation({ params: { id: String(invitation.id) }, body: {}, quiet: true }).catch(() => null);
    setSending(false);
    if (response?.status === 200) {
      notifySuccess({ title: 'New link sent', message: `A new set-up link is on its way to ${invitation.email}; the links sent before no longer work.` });
      onResent();
    } else notifyError({ title: 'Not sent', message: (response?.body as { message?: string } | undefined)?.message ?? 'Please try again.' });
  };
  return (
    <Button size="xs" variant="default" loading={sending} onClick={() => void resend()} aria-label={`Send ${invitation.name} a new link`}>
      Send a new link
    </Button>
  );
}

/**
 * The members of staff invited who have not finished setting up: when their link stops working, a new link
 * (the old ones stop working), or cancelling the invitation (the account is disabled).
 */
export function StaffInvitations({ invitations, failed, onChanged }: { invitations: TStaffInvitation[] | undefined; failed?: string; onChanged: () => void }) {
  if (failed) return <Alert color="red" role="alert" title={failed} />;
  if (invitations?.length === 0) return <Text size="sm">No invitation is waiting to be taken up.</Text>;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table aria-labelledby="invitations-heading" data-testid="staff-invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Role</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations?.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>
                {invitation.name}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Text size="xs" hiddenFrom="sm">
                  {ROLE_LABELS[invitation.role]}
                </Text>
                <Text size="xs">{linkState(invitation)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{ROLE_LABELS[invitation.role]}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <ResendButton invitation={invitation} onResent={onChanged} />
                  <StaffActionButton action={cancelInvitationAction(invitation)} onDone={onChanged} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
