import { Alert, Button, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint, IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ZSignInLinkRequest } from '@contracts/account';
import { fieldErrorsFrom } from '@contracts/errors';
import { useFocusOnShow } from '../a11y/useFocusOnShow';
import { useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { SIGN_IN_PANEL_TEXT } from './text';

/** What sending a link came to: its words (the same for any address), or why it could not be sent. */
export type SendLinkOutcome = { sent: string } | { error: string };

export type SignInPanelProps = {
  /** Mails a sign-in link to the address. */
  onSendLink: (email: string) => Promise<SendLinkOutcome>;
  /** Signs in with a passkey on this device; resolves with why not, or undefined when signed in. Leave out where passkeys are not supported. */
  onPasskey?: () => Promise<string | undefined>;
  /** A message above the form (a link that no longer works, say). */
  notice?: string;
  /** The panel's heading. @default 'Sign in to your account' */
  title?: string;
};

/**
 * Signing in without a password: an e-mail address, to which we send a single-use link, or a passkey on this
 * device. The answer to an address is the same whether or not we know it.
 */
export function SignInPanel({ onSendLink, onPasskey, notice, title }: SignInPanelProps) {
  const text = useText(SIGN_IN_PANEL_TEXT);
  const translate = useTranslateMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState<'link' | 'passkey'>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const sentRef = useFocusOnShow<HTMLDivElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignInLinkRequest.safeParse({ email });
    if (!parsed.success) {
      const [message] = fieldErrorsFrom(parsed.error).email ?? [];
      setError(message && translate(message));
      document.getElementById('sign-in-email')?.focus();
      return;
    }
    setError(undefined);
    setBusy('link');
    const outcome = await onSendLink(parsed.data.email);
    setBusy(undefined);
    if ('sent' in outcome) setSent(outcome.sent);
    else setError(outcome.error);
  };

  const passkey = async () => {
    if (!onPasskey) return;
    setBusy('passkey');
    setPasskeyError(await onPasskey());
    setBusy(undefined);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sign-in-title" data-testid="sign-in-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="sign-in-title">
          {title ?? text('title')}
        </Title>
        {notice && (
          <Alert color="yellow" role="alert">
            {notice}
          </Alert>
        )}
        {sent ? (
          // No Alert title: a light green title falls under AA contrast; the words stay the page's own colour.
          <Alert color="green" icon={<IconMailForward aria-hidden />} ref={sentRef} tabIndex={-1} data-testid="sign-in-link-sent">
            <Text fw={700}>{text('checkEmail')}</Text>
            <Text>{sent}</Text>
            <Button variant="subtle" px={0} mt="xs" display="block" onClick={() => setSent(undefined)}>
              {text('again')}
            </Button>
          </Alert>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} aria-label={text('formLabel')}>
            <Stack gap="sm" align="flex-start">
              <Text>{text('intro')}</Text>
              <TextInput
                id="sign-in-email"
                label={text('email')}
                type="email"
                autoComplete="email webauthn"
                maxLength={254}
                spellCheck={false}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
                withAsterisk
                w="100%"
                maw={420}
              />
              <Button type="submit" loading={busy === 'link'} leftSection={<IconMailForward size={18} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
                {text('send')}
              </Button>
            </Stack>
          </form>
        )}
        {onPasskey && (
          <>
            <Divider label={text('or')} labelPosition="center" />
            <Stack gap="xs" align="flex-start">
              <Button
                variant="outline"
                onClick={() => void passkey()}
                loading={busy === 'passkey'}
                leftSection={<IconFingerprint size={18} aria-hidden />}
                w={{ base: '100%', xs: 'auto' }}
              >
                {text('passkey')}
              </Button>
              {passkeyError && (
                <Text c="red.8" size="sm" role="alert">
                  {passkeyError}
                </Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
