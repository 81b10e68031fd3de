import { Alert, Button, Code, Image, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { staffPassword, ZSetupConfirmBody } from '@contracts/back-office/staff-auth';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { routes } from '@site/paths';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { BACK_OFFICE_CONTENT } from '../content';

const CONTENT = BACK_OFFICE_CONTENT.setup;

type Authenticator = { secret: string; otpauthUri: string; qrCodeSvg: string };
type Step =
  | { name: 'opening' }
  | { name: 'invalid' }
  | { name: 'password'; person: { name: string; email: string } }
  | { name: 'authenticator'; authenticator: Authenticator }
  | { name: 'codes'; recoveryCodes: string[] };

const ZPasswordForm = z.object({ password: staffPassword() });
const ZCodeForm = ZSetupConfirmBody.pick({ code: true });

/** A 422's message for a field, or another answer's message. */
const problemOf = (response: { status: number; body: unknown } | null, field: string): { field?: string; message?: string } => {
  const body = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const fieldMessage = body.errors?.[field]?.[0];
  if (fieldMessage) return { field: fieldMessage };
  return { message: body.message ?? CONTENT.failed };
};

function PasswordForm({ token, person, onDone }: { token: string; person: { name: string; email: string }; onDone: (authenticator: Authenticator) => void }) {
  const [problem, setProblem] = useState<string>();
  const form = useForm({ initialValues: { password: '' }, validate: zodFormValidator(ZPasswordForm) });
  const submit = form.onSubmit(async ({ password }) => {
    setProblem(undefined);
    const response = await api.staffAuth.setPassword({ body: { token, password }, quiet: true }).catch(() => null);
    if (response?.status === 200) return onDone(response.body);
    const { field, message } = problemOf(response, 'password');
    if (field) form.setFieldError('password', field);
    else setProblem(message ?? CONTENT.failed);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={CONTENT.passwordLabel}>
      <Stack gap="md">
        <Text>{CONTENT.welcome(person.name, person.email)}</Text>
        {problem && <Alert color="red" role="alert" title={problem} />}
        {/* The address, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
        <PasswordInput
          label={CONTENT.passwordLabel}
          description={CONTENT.passwordHint}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting}>
          {CONTENT.passwordNext}
        </Button>
      </Stack>
    </form>
  );
}

function AuthenticatorForm({ token, authenticator, onDone }: { token: string; authenticator: Authenticator; onDone: (codes: string[]) => void }) {
  const [problem, setProblem] = useState<string>();
  const form = useForm({ initialValues: { code: '' }, validate: zodFormValidator(ZCodeForm) });
  const submit = form.onSubmit(async ({ code }) => {
    setProblem(undefined);
    const response = await api.staffAuth.confirmSetup({ body: { token, code }, quiet: true }).catch(() => null);
    if (response?.status === 200) return onDone(response.body.recoveryCodes);
    const { field, message } = problemOf(response, 'code');
    if (field) form.setFieldError('code', field);
    else setProblem(message ?? CONTENT.failed);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={CONTENT.appTitle}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {CONTENT.appTitle}
        </Title>
        <Text>{CONTENT.appIntro}</Text>
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(authenticator.qrCodeSvg)}`} alt="QR code for your authenticator app" w={200} h={200} />
        <Text size="sm">{CONTENT.manualKey}</Text>
        <Code block data-testid="totp-secret">
          {authenticator.secret}
        </Code>
        {problem && <Alert color="red" role="alert" title={problem} />}
        <TextInput label={CONTENT.codeLabel} autoComplete="one-time-code" inputMode="numeric" maxLength={6} withAsterisk {...form.getInputProps('code')} />
        <Button type="submit" loading={form.submitting}>
          {CONTENT.confirm}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /admin/setup#{token}: the one-time link a new member of staff is sent. The secret is in the fragment, which
 * the browser never sends in a request or a Referer. Password, then authenticator app, then recovery codes.
 */
export function SetupPage() {
  usePageTitle(CONTENT.title);
  const token = useLocation().hash.slice(1);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'opening' });

  useEffect(() => {
    let current = true;
    void api.staffAuth
      .openSetup({ body: { token }, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (current) setStep(response?.status === 200 ? { name: 'password', person: response.body } : { name: 'invalid' });
      });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {CONTENT.title}
      </Title>
      {step.name === 'opening' && <Loader role="progressbar" aria-label="Loading" />}
      {step.name === 'invalid' && <Alert color="red" role="alert" title={CONTENT.invalid} />}
      {step.name === 'password' && (
        <PasswordForm token={token} person={step.person} onDone={(authenticator) => setStep({ name: 'authenticator', authenticator })} />
      )}
      {step.name === 'authenticator' && (
        <AuthenticatorForm token={token} authenticator={step.authenticator} onDone={(recoveryCodes) => setStep({ name: 'codes', recoveryCodes })} />
      )}
      {step.name === 'codes' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {CONTENT.codesTitle}
          </Title>
          <Text>{CONTENT.codesIntro}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" p={0} style={{ listStyle: 'none' }} data-testid="recovery-codes">
            {step.recoveryCodes.map((code) => (
              <li key={code}>
                <Code fz="md">{code}</Code>
              </li>
            ))}
          </SimpleGrid>
          <Button onClick={() => navigate(routes.admin.signIn(), { replace: true })}>{CONTENT.done}</Button>
        </Stack>
      )}
    </Stack>
  );
}
