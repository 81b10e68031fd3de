import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { ZSignInLinkRequest } from '@contracts/account';
import { fieldErrorsFrom } from '@contracts/errors';
import { useFocusOnShow } from '../../a11y/useFocusOnShow';
import { useText } from '../../i18n/Locale';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import { FORM_SHELL_CATALOGUE } from '../text';

export type FinishLaterProps = {
  /** The address the form holds so far, offered first. */
  defaultEmail: string;
  /** Keeps the answers and mails the link; resolves with what to tell the person, rejects with an Error saying why not. */
  onSend: (email: string) => Promise<string>;
  disabled?: boolean;
};

/** Why the link was not sent: a message (the address's refusal, the answer's reason) or the shell's own words. */
type Problem = { message: string } | 'failed';

/**
 * "E-mail me a link to finish later": the form's answers so far (never its files) kept for a week behind a
 * link mailed to the person, which opens the form at its step on any device. Its own small form, below the
 * shell's, so Enter in it never submits the shell. Messages are kept as given and shown in the page's language.
 */
export function FinishLater({ defaultEmail, onSend, disabled = false }: FinishLaterProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const translate = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<Problem>();
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const sentRef = useFocusOnShow<HTMLDivElement>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignInLinkRequest.safeParse({ email });
    if (!parsed.success) {
      const refusal = fieldErrorsFrom(parsed.error).email?.[0];
      setError(refusal ? { message: refusal } : undefined);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      setSent(await onSend(parsed.data.email));
    } catch (failure) {
      setError(failure instanceof Error ? { message: failure.message } : 'failed');
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      // No Alert title: a light green title falls under AA contrast; the words stay the page's own colour.
      <Alert color="green" variant="light" ref={sentRef} tabIndex={-1} data-testid="finish-later-sent">
        <Text fw={700}>{text('finishLaterSentTitle')}</Text>
        <Text>{translate(sent)}</Text>
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
        // Its words may be longer than a phone is wide (in Spanish): they wrap rather than push the page sideways.
        h="auto"
        py={6}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        style={{ alignSelf: 'flex-start' }}
      >
        {text('finishLater')}
      </Button>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={text('finishLater')}>
      <form noValidate onSubmit={(event) => void send(event)} aria-label={text('finishLater')}>
        <Stack gap="sm">
          <Text size="sm">{text('finishLaterIntro')}</Text>
          <TextInput
            id={fieldId}
            label={text('finishLaterEmail')}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error === 'failed' ? text('finishLaterFailed') : error && translate(error.message)}
            data-autofocus
          />
          <Group gap="sm">
            <Button type="submit" loading={sending} leftSection={<IconMailForward size={18} aria-hidden />}>
              {text('finishLaterSend')}
            </Button>
            <Button variant="default" onClick={() => setOpen(false)}>
              {text('finishLaterCancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
