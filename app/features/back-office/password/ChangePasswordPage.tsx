import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ZChangeOwnPasswordBody, type TChangeOwnPasswordBody } from '@contracts/back-office/own-password';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { BACK_OFFICE_CONTENT } from '../content';
import { useStaffSession } from '../session/staff-session';

const CONTENT = BACK_OFFICE_CONTENT.password;
const EMPTY: TChangeOwnPasswordBody = { currentPassword: '', code: '', newPassword: '' };

/**
 * /admin/password: a member of staff changes their own password, with their current one and a code from their
 * authenticator app (or a recovery code). The server's refusals show at their fields; their other sessions end.
 */
export function ChangePasswordPage() {
  usePageTitle(CONTENT.title);
  const { staff } = useStaffSession();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const form = useForm<TChangeOwnPasswordBody>({ initialValues: EMPTY, validate: zodFormValidator(ZChangeOwnPasswordBody) });
  const submit = form.onSubmit(async (values) => {
    setOutcome(undefined);
    const response = await api.ownPassword.changeOwnPassword({ body: values, quiet: true }).catch(() => null);
    if (response?.status === 204) {
      form.setValues(EMPTY);
      setOutcome({ ok: true, message: CONTENT.changed });
      return;
    }
    const body = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (body.errors) {
      form.setErrors(Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])));
      // A refused code cannot be tried again as it is: the field is emptied for the app's next one (keeping its message).
      if (body.errors.code) form.setFieldValue('code', '');
    } else setOutcome({ ok: false, message: body.message ?? CONTENT.failed });
  });

  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>{CONTENT.title}</Title>
      <Text>{CONTENT.intro}</Text>
      {outcome && (
        // The message as the alert's text, not its title: Mantine's light green title is below AA contrast.
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          <Text size="sm" fw={600}>
            {outcome.message}
          </Text>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={CONTENT.title}>
        <Stack gap="md">
          {/* The address, for password managers to file the new password under. */}
          <input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
          <PasswordInput label={CONTENT.currentPassword} autoComplete="current-password" withAsterisk {...form.getInputProps('currentPassword')} />
          <TextInput
            label={CONTENT.code}
            description={CONTENT.codeHint}
            autoComplete="one-time-code"
            maxLength={24}
            spellCheck={false}
            withAsterisk
            {...form.getInputProps('code')}
          />
          <PasswordInput
            label={CONTENT.newPassword}
            description={BACK_OFFICE_CONTENT.setup.passwordHint}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            {CONTENT.submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
