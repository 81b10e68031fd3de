import { Alert, Button, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { TStaffMember } from '@contracts/back-office/staff-auth';
import { usePageTitle } from '../../../layout/usePageTitle';
import { api } from '../../../api/client';
import { agencyDateTime } from '../format';
import { shownData, useServerData } from '../useServerData';
import { useStaffSession } from '../session/staff-session';
import { InviteStaffForm } from './InviteStaffForm';
import { MaintenanceSwitch } from './MaintenanceSwitch';
import { ROLE_LABELS } from './role-labels';
import { disableAction, resetAction, StaffActionButton } from './StaffActionButton';
import { StaffInvitations } from './StaffInvitations';

type AuditEntry = { id: number; at: string; staffName: string | null; action: string; target: string; details: Record<string, unknown>; ip: string };

const loadInvitations = () => api.staff.listInvitations({ quiet: true });

/** /admin/staff, for administrators: who works in the back office, inviting someone, maintenance mode, and what staff did (the audit log). */
export function StaffPage() {
  usePageTitle('Staff');
  const { staff: me } = useStaffSession();
  const [members, setMembers] = useState<TStaffMember[]>([]);
  const [log, setLog] = useState<{ entries: AuditEntry[]; page: number; hasMore: boolean }>();
  const [failed, setFailed] = useState(false);
  const { state: invitations, reload: reloadInvitations } = useServerData('invitations', loadInvitations, {
    failedMessage: 'The invitations could not be loaded. Please try again.',
  });

  const loadMembers = useCallback(async () => {
    const response = await api.submissions.listStaff({ quiet: true }).catch(() => null);
    if (response?.status === 200) setMembers(response.body);
  }, []);
  const loadLog = useCallback(async (page: number) => {
    const response = await api.staff.listAuditLog({ query: { page }, quiet: true }).catch(() => null);
    if (response?.status === 200) setLog(response.body);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void loadMembers();
    void loadLog(1);
  }, [loadMembers, loadLog]);

  const refresh = () => {
    void loadMembers();
    reloadInvitations();
    void loadLog(1);
  };

  if (me.role !== 'admin') return <Alert color="red" role="alert" title="Only an administrator can do this." />;
  return (
    <Stack gap="xl">
      <Title order={1}>Staff</Title>
      <section aria-labelledby="members-heading">
        <Title order={2} size="h3" id="members-heading" mb="sm">
          Members of staff
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Those who have finished setting up their account.
        </Text>
        <Table.ScrollContainer minWidth={0}>
          <Table aria-labelledby="members-heading" data-testid="staff-members">
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
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    {member.name}
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                    <Text size="xs" hiddenFrom="sm">
                      {ROLE_LABELS[member.role]}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{ROLE_LABELS[member.role]}</Table.Td>
                  <Table.Td>
                    {member.id !== me.id && (
                      <Group gap="xs" justify="flex-end">
                        <StaffActionButton action={resetAction(member)} onDone={refresh} />
                        <StaffActionButton action={disableAction(member)} onDone={refresh} />
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
      <section aria-labelledby="invite-heading">
        <Title order={2} size="h3" id="invite-heading" mb="sm">
          Invite a member of staff
        </Title>
        <InviteStaffForm onInvited={refresh} />
      </section>
      <section aria-labelledby="invitations-heading">
        <Title order={2} size="h3" id="invitations-heading" mb="sm">
          Invitations
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Those invited who have not finished setting up their account.
        </Text>
        <StaffInvitations invitations={shownData(invitations)} failed={invitations.status === 'failed' ? invitations.message : undefined} onChanged={refresh} />
      </section>
      <section aria-labelledby="site-heading">
        <Title order={2} size="h3" id="site-heading" mb="sm">
          The site
        </Title>
        <MaintenanceSwitch onChanged={() => void loadLog(1)} />
      </section>
      <section aria-labelledby="audit-heading">
        <Title order={2} size="h3" id="audit-heading" mb="sm">
          Audit log
        </Title>
        {failed && <Alert color="red" role="alert" title="The audit log could not be loaded." />}
        {/* An entry's target and details are long unbroken strings at times (a search's filters as JSON): they wrap anywhere. */}
        <Stack gap="xs" data-testid="audit-log" style={{ overflowWrap: 'anywhere' }}>
          {log?.entries.map((entry) => (
            <div key={entry.id}>
              <Text size="sm" fw={600}>
                {entry.staffName ?? 'Someone not signed in'}: {entry.action.replaceAll('_', ' ')}
                {entry.target ? ` ${entry.target}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {agencyDateTime(entry.at)} · {entry.ip || 'no address'}
                {Object.keys(entry.details).length > 0 && (
                  <>
                    {' · '}
                    <Code fz="xs">{JSON.stringify(entry.details)}</Code>
                  </>
                )}
              </Text>
            </div>
          ))}
        </Stack>
        {log && (log.page > 1 || log.hasMore) && (
          <Button.Group mt="sm">
            <Button variant="default" disabled={log.page === 1} onClick={() => void loadLog(log.page - 1)}>
              Newer
            </Button>
            <Button variant="default" disabled={!log.hasMore} onClick={() => void loadLog(log.page + 1)}>
              Older
            </Button>
          </Button.Group>
        )}
      </section>
    </Stack>
  );
}
