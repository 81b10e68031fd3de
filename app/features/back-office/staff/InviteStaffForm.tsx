import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ZInviteStaff, type TInviteStaff } from '@contracts/back-office/staff';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { api } from '../../../api/client';

const ROLES = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
];

/** An administrator invites a member of staff: their one-time set-up link goes to them by e-mail. */
export function InviteStaffForm({ onInvited }: { onInvited: () => void }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const form = useForm<TInviteStaff>({ initialValues: { email: '', name: '', role: 'agent' }, validate: zodFormValidator(ZInviteStaff) });
  const submit = form.onSubmit(async (values) => {
    setOutcome(undefined);
    const response = await api.staff.inviteStaff({ body: values, quiet: true }).catch(() => null);
    if (response?.status === 201) {
      setOutcome({ ok: true, message: `${response.body.name} is invited: their set-up link is on its way to ${response.body.email}.` });
      form.reset();
      onInvited();
      return;
    }
    const body = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (body.errors) form.setErrors(Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])));
    else setOutcome({ ok: false, message: body.message ?? 'The invitation could not be sent. Please try again.' });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a member of staff">
      {outcome && (
        // The message as the alert's text, not its title: Mantine's light green title is below AA contrast.
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'} mb="sm">
          <Text size="sm" fw={600}>
            {outcome.message}
          </Text>
        </Alert>
      )}
      <Group align="flex-start" gap="sm">
        <TextInput label="Name" withAsterisk maxLength={100} style={{ flex: '1 1 12rem' }} {...form.getInputProps('name')} />
        <TextInput label="E-mail address" type="email" withAsterisk maxLength={254} style={{ flex: '1 1 14rem' }} {...form.getInputProps('email')} />
        <Select label="Role" data={ROLES} withAsterisk allowDeselect={false} w={{ base: '100%', xs: 170 }} {...form.getInputProps('role')} />
      </Group>
      <Button type="submit" mt="sm" loading={form.submitting}>
        Send invitation
      </Button>
    </form>
  );
}
