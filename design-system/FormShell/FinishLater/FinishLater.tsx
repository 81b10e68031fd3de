import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { ZSignInLinkRequest } from '@contracts/account';
import { fieldErrorsFrom } from '@contracts/errors';
import { useFocusOnShow } from '../../a11y/useFocusOnShow';
import { FORM_SHELL_TEXT } from '../constants';

export type FinishLaterProps = {
  /** The address the form holds so far, offered first. */
  defaultEmail: string;
  /** Keeps the answers and mails the link; resolves with what to tell the person, rejects with an Error saying why not. */
  onSend: (email: string) => Promise<string>;
  disabled?: boolean;
};

/**
 * "E-mail me a link to finish later": the form's answers so far (never its files) kept for a week behind a
 * link mailed to the person, which opens the form at its step on any device. Its own small form, below the
 * shell's, so Enter in it never submits the shell.
 */
export function FinishLater({ defaultEmail, onSend, disabled = false }: FinishLaterProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const sentRef = useFocusOnShow<HTMLDivElement>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignInLinkRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFrom(parsed.error).email?.[0]);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      setSent(await onSend(parsed.data.email));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : FORM_SHELL_TEXT.finishLaterFailed);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      // No Alert title: a light green title falls under AA contrast; the words stay the page's own colour.
      <Alert color="green" variant="light" ref={sentRef} tabIndex={-1} data-testid="finish-later-sent">
        <Text fw={700}>{FORM_SHELL_TEXT.finishLaterSentTitle}</Text>
        <Text>{sent}</Text>
      </Alert>
    );
  }
  if (!open) {
    return (
      <Button
        variant="subtle"
        leftSection={<IconMailForward size={18} aria-hidden />}
        onClick={() => {
          setEmail((current) => current || defaultEmail);
          setOpen(true);
        }}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        {FORM_SHELL_TEXT.finishLater}
      </Button>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={FORM_SHELL_TEXT.finishLater}>
      <form noValidate onSubmit={(event) => void send(event)} aria-label={FORM_SHELL_TEXT.finishLater}>
        <Stack gap="sm">
          <Text size="sm">{FORM_SHELL_TEXT.finishLaterIntro}</Text>
          <TextInput
            id={fieldId}
            label={FORM_SHELL_TEXT.finishLaterEmail}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group gap="sm">
            <Button type="submit" loading={sending} leftSection={<IconMailForward size={18} aria-hidden />}>
              {FORM_SHELL_TEXT.finishLaterSend}
            </Button>
            <Button variant="default" onClick={() => setOpen(false)}>
              {FORM_SHELL_TEXT.finishLaterCancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
