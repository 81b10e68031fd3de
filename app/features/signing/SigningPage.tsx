import { Alert, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SIGNING_MESSAGES, ZSignRequest, type TSigningSession } from '@contracts/document-signing';
import { SignaturePanel, type SignatureOutcome } from '@design-system/Signing/SignaturePanel';
import { api } from '../../api/client';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { REQUEST_TERMS_TEXT } from '../../content/request-terms';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { usePageTitle } from '../../layout/usePageTitle';
import { SIGNING_PAGE_TEXT } from './signing-text';

type SigningPageMessage = 'document-loaded' | 'signing-completed' | 'signing-exception';

/** Tells the page that framed us (our upload page) how signing goes; it only logs it (seed 001 §4). */
const tellParent = (type: SigningPageMessage, documentId?: string) => {
  if (window.parent !== window) window.parent.postMessage({ type, documentId }, window.location.origin);
};

const messageOf = (body: unknown, fallback: string) => {
  const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
  const message = (body as { message?: unknown } | null)?.message;
  return errors ? (Object.values(errors)[0]?.[0] ?? fallback) : typeof message === 'string' ? message : fallback;
};

/**
 * Our signing page (/sign/{token}), opened by the single-use link in the upload page's frame: the document,
 * the consent to electronic records, and the signature. Bare: no site header, footer or chat.
 */
export function SigningPage() {
  const text = useText(SIGNING_PAGE_TEXT);
  const texts = useTexts();
  const locale = useLocale();
  // The contract's messages (a refusal of the typed name) in the page's language; the server's come in it already.
  const translate = useTranslateMessage();
  const FAILED = text('failed');
  usePageTitle(text('title'));
  const { token = '' } = useParams();
  const [session, setSession] = useState<TSigningSession | null>(null);
  /** Why the document cannot be shown: the server's words, or none for ours (FAILED). */
  const [failure, setFailure] = useState<{ message?: string } | null>(null);
  const [signedAt, setSignedAt] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.documentSigning
      .openSigningSession({ params: { token }, quiet: true })
      .then((response) => {
        if (!live) return;
        if (response.status === 200) {
          setSession(response.body);
          tellParent('document-loaded', response.body.documentId);
        } else {
          setFailure({ message: messageOf(response.body, SIGNING_MESSAGES.linkInvalid) });
          tellParent('signing-exception');
        }
      })
      .catch(() => live && setFailure({}));
    return () => {
      live = false;
    };
  }, [token]);

  const onConsent = async (): Promise<SignatureOutcome> => {
    const response = await api.documentSigning.consentToElectronicRecords({ params: { token }, body: {}, quiet: true }).catch(() => null);
    return response?.status === 200 ? {} : { error: messageOf(response?.body, FAILED) };
  };

  const onSign = async (fullName: string): Promise<SignatureOutcome> => {
    // The contract's rule, with its words: a name is letters, spaces, hyphens, apostrophes and periods.
    const checked = ZSignRequest.safeParse({ fullName });
    if (!checked.success) return { error: translate(checked.error.issues[0]?.message ?? FAILED) };
    const response = await api.documentSigning.signDocument({ params: { token }, body: { fullName }, quiet: true }).catch(() => null);
    if (response?.status === 200) {
      setSignedAt(response.body.signedAt);
      tellParent('signing-completed', session?.documentId);
      return {};
    }
    tellParent('signing-exception', session?.documentId);
    return { error: messageOf(response?.body, FAILED) };
  };

  return (
    <Container size="md" py="md">
      {failure ? (
        <Alert color="red" role="alert" title={text('linkUnusable')}>
          {failure.message ? translate(failure.message) : FAILED}
        </Alert>
      ) : session ? (
        <Stack gap="xs">
          <SignaturePanel session={session} onConsent={onConsent} onSign={onSign} signedAt={signedAt} />
          {/* The consent is a translation: the English governs (issue 26). */}
          {locale !== 'en' && (
            <Text size="sm" c="dimmed" data-testid="english-governs">
              {texts(REQUEST_TERMS_TEXT)('englishGoverns')}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack align="center" py="xl">
          <Loader role="progressbar" aria-label={text('loading')} />
        </Stack>
      )}
    </Container>
  );
}
