import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TSigningSession } from '@contracts/document-signing';
import { useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { PdfPages } from './PdfPages';
import classes from './Signing.module.css';
import { SIGNING_TEXT } from './text';

/** What the signing page shows of the document and its signer (GET /api/signing/{token}). */
export type SignatureSession = Omit<TSigningSession, 'documentId'>;

/** What a call of the panel came to: nothing (done) or the message to show (a contract's English message is said in the page's language). */
export type SignatureOutcome = { error?: string };

export type SignaturePanelProps = {
  session: SignatureSession;
  onConsent: () => Promise<SignatureOutcome>;
  onSign: (fullName: string) => Promise<SignatureOutcome>;
  /** Set once the signature is recorded. */
  signedAt?: string | null;
};

const SIGN_BLOCKED_ID = 'sign-document-blocked-reason';

/** What stops the signature: the panel's own words (by key), or the message a call came back with. */
type PanelError = { key: 'panel.consentFirst' | 'panel.nameRequired' } | { message: string };

/**
 * Our signing page's body: the document to read, the consent to electronic records, and a signature made by
 * typing the signer's full name. Sign is offered only after consent. Its words are the page's language; the
 * consent's, translated faithfully, carry nothing else (the page says which language governs).
 */
export function SignaturePanel({ session, onConsent, onSign, signedAt }: SignaturePanelProps) {
  const text = useText(SIGNING_TEXT);
  const translate = useTranslateMessage();
  const [consented, setConsented] = useState(session.consented);
  const [fullName, setFullName] = useState('');
  const [failure, setFailure] = useState<PanelError | null>(null);
  const [busy, setBusy] = useState(false);
  const setError = (message: string | undefined) => setFailure(message ? { message } : null);
  // Worded when shown, so a change of language words it again.
  const error = failure && ('key' in failure ? text(failure.key) : translate(failure.message));

  if (signedAt) {
    return (
      <Paper withBorder p="lg" radius="md" data-testid="signature-recorded">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={52} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {text('panel.signedTitle')}
          </Title>
          <Text>{text('panel.signedThanks', { name: session.signerName })}</Text>
        </Stack>
      </Paper>
    );
  }

  // Checked at once; unchecked again if the consent could not be recorded.
  const consent = async (checked: boolean) => {
    if (!checked) return;
    setConsented(true);
    setBusy(true);
    const outcome = await onConsent();
    setBusy(false);
    setError(outcome.error);
    if (outcome.error) setConsented(false);
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!consented) return setFailure({ key: 'panel.consentFirst' });
    if (!fullName.trim()) return setFailure({ key: 'panel.nameRequired' });
    setBusy(true);
    const outcome = await onSign(fullName);
    setBusy(false);
    setError(outcome.error);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {text('panel.heading', { title: translate(session.formTitle) })}
        </Title>
        <Text c="dimmed" size="sm">
          {text('panel.details', { documentName: session.documentName, pageCount: session.pageCount, signerName: session.signerName })}
        </Text>
      </div>
      <PdfPages url={session.documentUrl} title={text('panel.documentToSign', { name: session.documentName })} />
      <Stack gap="sm" className={classes.signArea} data-testid="sign-area">
        <Checkbox
          checked={consented}
          disabled={consented || busy}
          onChange={(event) => void consent(event.currentTarget.checked)}
          label={text('panel.consent')}
        />
        <form onSubmit={(event) => void sign(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={text('panel.nameLabel')}
              description={text('panel.nameDescription', { name: session.signerName })}
              value={fullName}
              onChange={(event) => setFullName(event.currentTarget.value)}
              disabled={!consented}
              autoComplete="name"
              classNames={{ input: classes.typedSignature }}
              error={(consented && error) || undefined}
            />
            {/* In the tab order before consent too: it says why it cannot sign yet, and pressed, says it again. */}
            <Button
              type="submit"
              leftSection={<IconSignature size={18} aria-hidden />}
              data-disabled={!consented || undefined}
              aria-disabled={!consented || undefined}
              aria-describedby={consented ? undefined : SIGN_BLOCKED_ID}
              loading={busy}
            >
              {text('panel.sign')}
            </Button>
            {!consented && (
              <Text id={SIGN_BLOCKED_ID} size="sm" c="dimmed">
                {text('panel.consentFirst')}
              </Text>
            )}
          </Stack>
        </form>
        {error && !consented && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
