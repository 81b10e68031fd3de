import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { receiptEmail } from '@contracts/fields';
import { FORM_SHELL_TEXT } from '../form-shell/constants';

export type ReceiptOption = {
  /** Sends the receipt; rejects when it could not be sent. */
  send: (email: string) => Promise<void>;
  defaultEmail?: string;
};

type ReceiptState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed' };

const emailRule = receiptEmail();

/** The e-mailed receipt (seed 001 §4, §5, §8): an address checked by the contract's rule, Send, then sent or failed. */
export function ReceiptForm({ send, defaultEmail = '', headingOrder = 2 }: ReceiptOption & { headingOrder?: 2 | 3 }) {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<ReceiptState>({ kind: 'editing' });
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const parsed = emailRule.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      await send(parsed.data);
      setState({ kind: 'sent', email: parsed.data });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h4" id={headingId}>
        Email a receipt
      </Title>
      {state.kind === 'sent' ? (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status" data-testid="receipt-sent">
          <Text size="sm" fw={600}>
            {FORM_SHELL_TEXT.receiptSent(state.email)}
          </Text>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Get a copy of this confirmation for your records.
          </Text>
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Email address"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setFieldError(null);
                }}
                error={fieldError}
                disabled={state.kind === 'sending'}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconSend size={16} aria-hidden />} loading={state.kind === 'sending'}>
                Send Receipt
              </Button>
            </Group>
          </form>
          {state.kind === 'failed' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="receipt-failed">
              <Text size="sm" c="var(--mantine-color-red-9)">
                {FORM_SHELL_TEXT.receiptFailed}
              </Text>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
