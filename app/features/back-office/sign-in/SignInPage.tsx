import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import { ZCodeBody, ZSignInBody, type TSignInBody } from '@contracts/back-office/staff-auth';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { routes } from '@site/paths';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import type { OpenPageContext } from '../BackOfficeLayout';
import { BACK_OFFICE_CONTENT } from '../content';

const CONTENT = BACK_OFFICE_CONTENT.signIn;

/** Only an address inside the back office: a sign-in link cannot send anyone elsewhere. */
const safeNext = (next: string | null) => (next && /^\/admin(?:[/?#]|$)/.test(next) ? next : routes.admin.inbox());

const messageOf = (body: unknown) => (typeof body === 'object' && body && 'message' in body ? String(body.message) : CONTENT.failed);

function PasswordStep({ onDone }: { onDone: () => void }) {
  const [problem, setProblem] = useState<string>();
  const form = useForm<TSignInBody>({ initialValues: { email: '', password: '' }, validate: zodFormValidator(ZSignInBody) });
  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const response = await api.staffAuth.signIn({ body: values, quiet: true }).catch(() => null);
    if (response?.status === 200) onDone();
    else setProblem(response ? messageOf(response.body) : CONTENT.failed);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={CONTENT.title}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {CONTENT.title}
        </Title>
        {problem && <Alert color="red" role="alert" title={problem} />}
        <TextInput label={CONTENT.email} type="email" autoComplete="username" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput label={CONTENT.password} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting}>
          {CONTENT.continue}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ onSignedIn, onStartAgain }: { onSignedIn: () => Promise<void>; onStartAgain: () => void }) {
  const [problem, setProblem] = useState<string>();
  const form = useForm({ initialValues: { code: '' }, validate: zodFormValidator(ZCodeBody) });
  const submit = form.onSubmit(async ({ code }) => {
    setProblem(undefined);
    const response = await api.staffAuth.enterCode({ body: { code }, quiet: true }).catch(() => null);
    if (response?.status === 200) await onSignedIn();
    else setProblem(response ? messageOf(response.body) : CONTENT.failed);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={CONTENT.codeTitle}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {CONTENT.codeTitle}
        </Title>
        <Text>{CONTENT.codeIntro}</Text>
        {problem && <Alert color="red" role="alert" title={problem} />}
        <TextInput
          label={CONTENT.code}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          maxLength={24}
          withAsterisk
          spellCheck={false}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={form.submitting}>
          {CONTENT.signIn}
        </Button>
        <Anchor component="button" type="button" onClick={onStartAgain} size="sm" underline="always">
          {CONTENT.startAgain}
        </Anchor>
      </Stack>
    </form>
  );
}

/** /admin/sign-in: e-mail address and password, then a code from the authenticator app (or a recovery code). */
export function SignInPage() {
  usePageTitle(CONTENT.title);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const { refreshSession } = useOutletContext<OpenPageContext>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (step === 'password') return <PasswordStep onDone={() => setStep('code')} />;
  return (
    <CodeStep
      onStartAgain={() => setStep('password')}
      onSignedIn={async () => {
        await refreshSession();
        navigate(safeNext(params.get('next')), { replace: true });
      }}
    />
  );
}
