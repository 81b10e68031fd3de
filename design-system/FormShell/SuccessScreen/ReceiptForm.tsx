import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { receiptEmail } from '@contracts/fields';
import { RECEIPT_MESSAGES } from '@contracts/receipts';
import { useText } from '../../i18n/Locale';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import { FORM_SHELL_CATALOGUE } from '../text';
import { submissionFieldErrors } from '../validation/submission-error';

export type ReceiptOption = {
  /**
   * Sends the receipt to the address; resolves once it is on its way, rejects when it could not be sent:
   * with a `FormSubmissionError` whose field errors name `email` (the server will not send to this address),
   * that message is shown at the address field; anything else shows 'Failed to send receipt. Please try again.'
   */
  send: (email: string) => Promise<void>;
  /** The address filled in at first: the one given on the form. */
  defaultEmail?: string;
};

type ReceiptState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed' };

const emailRule = receiptEmail();

/**
 * The e-mailed receipt (seed 001 §4, §5, §8): an address checked by the contract's rule, Send, then sent or
 * failed, or the server's refusal of the address at the field. The contract's messages (the rule's, the
 * receipt's answers) are kept as written and shown in the page's language.
 */
export function ReceiptForm({ send, defaultEmail = '', headingOrder = 2 }: ReceiptOption & { headingOrder?: 2 | 3 }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const translate = useTranslateMessage();
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<ReceiptState>({ kind: 'editing' });
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A refused address takes the keyboard back to the field, once it is enabled again, so its message is heard.
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (refused && state.kind === 'editing') {
      input.current?.focus();
      setRefused(false);
    }
  }, [refused, state.kind]);

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
    } catch (error) {
      const addressRefused = submissionFieldErrors(error).email;
      if (addressRefused) {
        setFieldError(addressRefused);
        setRefused(true);
        setState({ kind: 'editing' });
      } else setState({ kind: 'failed' });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h4" id={headingId}>
        {text('receipt.title')}
      </Title>
      {state.kind === 'sent' ? (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status" data-testid="receipt-sent">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {translate(RECEIPT_MESSAGES.sent(state.email))}
          </Text>
          <Text size="sm">{translate(RECEIPT_MESSAGES.confirmAddress)}</Text>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {text('receipt.intro')}
          </Text>
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                ref={input}
                label={text('receipt.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setFieldError(null);
                }}
                error={fieldError && translate(fieldError)}
                disabled={state.kind === 'sending'}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconSend size={16} aria-hidden />} loading={state.kind === 'sending'}>
                {text('receipt.send')}
              </Button>
            </Group>
          </form>
          {state.kind === 'failed' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="receipt-failed">
              <Text size="sm" c="var(--mantine-color-red-9)">
                {translate(RECEIPT_MESSAGES.failed)}
              </Text>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
