import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TSigningSession } from '@contracts/document-signing';
import { PdfPages } from './PdfPages';
import classes from './Signing.module.css';

/** What the signing page shows of the document and its signer (GET /api/signing/{token}). */
export type SignatureSession = Omit<TSigningSession, 'documentId'>;

/** What a call of the panel came to: nothing (done) or the message to show. */
export type SignatureOutcome = { error?: string };

export type SignaturePanelProps = {
  session: SignatureSession;
  onConsent: () => Promise<SignatureOutcome>;
  onSign: (fullName: string) => Promise<SignatureOutcome>;
  /** Set once the signature is recorded. */
  signedAt?: string | null;
};

const CONSENT_FIRST = 'To sign, first agree to use electronic records and signatures (the box above).';
const SIGN_BLOCKED_ID = 'sign-document-blocked-reason';

const CONSENT_LABEL = 'I agree to use electronic records and signatures for this document, and that typing my name is my signature.';

/**
 * Our signing page's body: the document to read, the consent to electronic records, and a signature made by
 * typing the signer's full name. Sign is offered only after consent.
 */
export function SignaturePanel({ session, onConsent, onSign, signedAt }: SignaturePanelProps) {
  const [consented, setConsented] = useState(session.consented);
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (signedAt) {
    return (
      <Paper withBorder p="lg" radius="md" data-testid="signature-recorded">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={52} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Document signed
          </Title>
          <Text>
            Thank you, {session.signerName}. We are sealing your signed document, and e-mail you a copy once your e-mail address is confirmed. You can close
            this window.
          </Text>
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
    setError(outcome.error ?? null);
    if (outcome.error) setConsented(false);
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!consented) return setError(CONSENT_FIRST);
    if (!fullName.trim()) return setError('Please type your full name to sign.');
    setBusy(true);
    const outcome = await onSign(fullName);
    setBusy(false);
    setError(outcome.error ?? null);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Sign: {session.formTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {session.documentName} · {session.pageCount} {session.pageCount === 1 ? 'page' : 'pages'} · signing as {session.signerName}
        </Text>
      </div>
      <PdfPages url={session.documentUrl} title={`Document to sign: ${session.documentName}`} />
      <Stack gap="sm" className={classes.signArea} data-testid="sign-area">
        <Checkbox checked={consented} disabled={consented || busy} onChange={(event) => void consent(event.currentTarget.checked)} label={CONSENT_LABEL} />
        <form onSubmit={(event) => void sign(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Type your full name to sign"
              description={`As ${session.signerName}`}
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
              Sign Document
            </Button>
            {!consented && (
              <Text id={SIGN_BLOCKED_ID} size="sm" c="dimmed">
                {CONSENT_FIRST}
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
