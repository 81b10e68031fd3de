import { Alert, Button, Container, FileInput, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AGENCY_TIME_ZONE, formatEasternDateTimeIn } from '@contracts/dates';
import type { TVerifyResponse } from '@contracts/document-signing';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import type { Locale } from '@site/locales';
import { api } from '../../api/client';
import { useBackToCustomerService } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import classes from './VerifyPage.module.css';
import { VERIFY_TEXT } from './verify-text';

const ENGLISH_MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** A moment in the page's language, US Eastern time: 'November 25, 2026 at 2:05 PM ET'; in Spanish, '25 de noviembre de 2026 a las 2:05 p.m. (hora del Este)'. */
const when = (iso: string, locale: Locale) => {
  const moment = new Date(iso);
  return locale === 'en' ? `${ENGLISH_MOMENT.format(moment)} ET` : formatEasternDateTimeIn(moment, locale);
};

/** The file's SHA-256, computed here: the file never leaves the browser. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Result = { kind: 'verified'; answer: TVerifyResponse } | { kind: 'error' };

/**
 * /verify: is this PDF one we sealed? The browser hashes the file and asks whether we issued a sealed PDF
 * with that hash; any change to the file, even one byte, gives another hash and is not recognised.
 */
export function VerifyPage() {
  const text = useText(VERIFY_TEXT);
  const locale = useLocale();
  const translate = useTranslateMessage();
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the form was sent without a file: its words are said at render, in the page's language.
  const [missingFile, setMissingFile] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissingFile(true);
    setMissingFile(false);
    setBusy(true);
    try {
      const response = await api.documentSigning.verifyDocument({ body: { sha256: await sha256Of(file) }, quiet: true });
      setResult(response.status === 200 ? { kind: 'verified', answer: response.body } : { kind: 'error' });
    } catch {
      setResult({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader title={text('title')} eyebrow={text('eyebrow')} intro={text('intro')} back={backToCustomerService} size="sm" />
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
            <Stack gap="md">
              <FileInput
                label={text('fileLabel')}
                placeholder={text('filePlaceholder')}
                accept="application/pdf"
                value={file}
                onChange={(next) => {
                  setFile(next);
                  setResult(null);
                }}
                error={missingFile ? text('noFile') : null}
                clearable
                clearButtonProps={{ 'aria-label': text('removeFile') }}
              />
              <Button type="submit" loading={busy} leftSection={<IconShieldCheck size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                {text('verify')}
              </Button>
            </Stack>
          </Paper>
          {result?.kind === 'error' && (
            <Alert color="red" role="alert">
              {text('failed')}
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
                    {text(result.answer.issued ? 'issuedTitle' : 'notIssuedTitle')}
                  </Title>
                  <Text>
                    {result.answer.issued
                      ? text('issued', {
                          formTitle: translate(result.answer.formTitle),
                          signerName: result.answer.signerName,
                          signedAt: when(result.answer.signedAt, locale),
                          sealedAt: when(result.answer.sealedAt, locale),
                        })
                      : text('notIssued')}
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
