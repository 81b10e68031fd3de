import { Alert, Button, Container, FileInput, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import type { TVerifyResponse } from '@contracts/document-signing';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { api } from '../../api/client';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import classes from './VerifyPage.module.css';

const when = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(new Date(iso))} ET`;

/** The file's SHA-256, computed here: the file never leaves the browser. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Result = { kind: 'verified'; answer: TVerifyResponse } | { kind: 'error'; message: string };

/**
 * /verify: is this PDF one we sealed? The browser hashes the file and asks whether we issued a sealed PDF
 * with that hash; any change to the file, even one byte, gives another hash and is not recognised.
 */
export function VerifyPage() {
  usePageTitle('Verify a signed document');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFieldError('Please choose the PDF to check.');
    setFieldError(null);
    setBusy(true);
    try {
      const response = await api.documentSigning.verifyDocument({ body: { sha256: await sha256Of(file) }, quiet: true });
      setResult(
        response.status === 200
          ? { kind: 'verified', answer: response.body }
          : { kind: 'error', message: 'We could not check the file just now. Please try again.' },
      );
    } catch {
      setResult({ kind: 'error', message: 'We could not check the file just now. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader
        title="Verify a signed document"
        eyebrow="Customer Service"
        intro="Check that a signed PDF is one we sealed and has not been changed since. The file is checked in your browser; it is not uploaded."
        back={BACK_TO_CUSTOMER_SERVICE}
        size="sm"
      />
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
            <Stack gap="md">
              <FileInput
                label="Signed PDF"
                placeholder="Choose a PDF"
                accept="application/pdf"
                value={file}
                onChange={(next) => {
                  setFile(next);
                  setResult(null);
                }}
                error={fieldError}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove the file' }}
              />
              <Button type="submit" loading={busy} leftSection={<IconShieldCheck size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                Verify
              </Button>
            </Stack>
          </Paper>
          {result?.kind === 'error' && (
            <Alert color="red" role="alert">
              {result.message}
            </Alert>
          )}
          {result?.kind === 'verified' && (
            <Paper withBorder radius="md" p="lg" role="status" data-testid="verify-result" className={classes.result} data-issued={result.answer.issued}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="xl" color={result.answer.issued ? 'green' : 'red'} variant="light" aria-hidden>
                  {result.answer.issued ? <IconShieldCheck size={24} /> : <IconShieldX size={24} />}
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {result.answer.issued ? 'We issued this document' : 'We did not issue this file'}
                  </Title>
                  <Text>
                    {result.answer.issued
                      ? `${result.answer.formTitle}, signed by ${result.answer.signerName} on ${when(result.answer.signedAt)} and sealed on ${when(result.answer.sealedAt)}. It has not been changed since.`
                      : 'This file is not one we sealed, or it has been changed since we sealed it. Ask us for a copy if you need one.'}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          )}
        </Stack>
      </Container>
    </>
  );
}
