import { MaintenanceGate } from '../../app-state/MaintenanceGate';
import { Alert, Container, Loader, Group, Stepper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SIGNING_MESSAGES, stateInsurerFormOf } from '@contracts/document-signing';
import { celebrate } from '@design-system/celebrate/celebrate';
import { DocumentUploadStep } from '@design-system/Signing/DocumentUploadStep';
import { SignatureCompleted } from '@design-system/Signing/SignatureCompleted';
import { SigningFrameModal } from '@design-system/Signing/SigningFrameModal';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { useBackToCustomerService } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { UPLOAD_TEXT } from './content';
import { SignerFields } from './SignerFields';
import { useDocumentEvents } from './useDocumentEvents';
import { useDocumentSigning } from './useDocumentSigning';

/** Seed 001 §4: messages from the signing page are only logged, and only from its own origin. */
function useSigningPageMessages(signingUrl: string | null) {
  useEffect(() => {
    if (!signingUrl) return;
    const signingOrigin = new URL(signingUrl, window.location.href).origin;
    const listener = (event: MessageEvent) => {
      if (event.origin !== signingOrigin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (typeof type === 'string') console.info(`Signing page: ${type}`);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [signingUrl]);
}

/** Said where the person is once the signing window closes unsigned, and focused: the window took the focus with it. */
function ClosedUnsignedNotice() {
  const notice = useRef<HTMLDivElement>(null);
  const text = useText(UPLOAD_TEXT);
  useEffect(() => {
    // After the dialog has given the focus back to what opened it.
    const frame = requestAnimationFrame(() => {
      notice.current?.focus({ preventScroll: true });
      notice.current?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Alert ref={notice} tabIndex={-1} color="yellow" mb="md" role="status" data-testid="closed-unsigned">
      {text('closedWithoutSigning')}
    </Alert>
  );
}

/**
 * Seed 001 §2 and §4, "State-insurer document upload page": upload the document (step 1), give the policy and
 * signer (step 2), sign in our signing page in a frame; the page learns of the signature from the document's
 * DocumentSigned event and celebrates.
 */
export function CitizensUploadPage() {
  const { formType = '' } = useParams();
  const text = useText(UPLOAD_TEXT);
  const backToCustomerService = useBackToCustomerService();
  // The form's title and description are the contract's words, said in the page's language.
  const translate = useTranslateMessage();
  const form = stateInsurerFormOf(formType);
  usePageTitle(translate(form.title));
  const flow = useDocumentSigning(formType);
  const [file, setFile] = useState<File | null>(null);
  /** The signed document's reference, once its DocumentSigned arrives. */
  const [signedReference, setSignedReference] = useState<string | null>(null);
  const [closedUnsigned, setClosedUnsigned] = useState(false);
  const [linkIssued, setLinkIssued] = useState(false);
  useSigningPageMessages(flow.signingUrl);
  useDocumentEvents(flow.documentId, (event) => {
    setSignedReference(event.referenceNumber);
    flow.closeSigning();
  });
  useEffect(() => {
    if (flow.signingUrl) {
      setLinkIssued(true);
      setClosedUnsigned(false);
    }
  }, [flow.signingUrl]);

  const uploaded = flow.documentId !== null;
  const active = uploaded ? 1 : 0;

  return (
    <>
      <PortalPageHeader title={translate(form.title)} eyebrow={text('eyebrow')} intro={translate(form.description)} back={backToCustomerService} size="md" />
      <Container size="md" py="xl">
        {signedReference ? (
          <SignatureCompleted
            referenceNumber={signedReference}
            status={{ href: routes.requestStatus(signedReference), label: text('checkStatus') }}
            message={translate(SIGNING_MESSAGES.signatureCompleted)}
            backHref={routes.customerServicePage()}
            backLabel={text('back')}
            onShown={celebrate}
            note={flow.signerEmail && text('signedCopyNote', { email: flow.signerEmail })}
          />
        ) : (
          <MaintenanceGate>
            <Stepper active={active} allowNextStepsSelect={false} size="sm" aria-label={text('stepsLabel')}>
              <Stepper.Step
                label={text('steps.upload')}
                description={
                  uploaded
                    ? file
                      ? text('stepDescriptions.uploaded', { name: file.name })
                      : text('stepDescriptions.completed')
                    : text('stepDescriptions.upload')
                }
              >
                <DocumentUploadStep
                  file={file}
                  onFileChange={(next) => {
                    setFile(next);
                    flow.clearFile();
                  }}
                  onUpload={() => void flow.upload(file)}
                  progress={flow.progress}
                  error={flow.uploadError && translate(flow.uploadError)}
                />
              </Stepper.Step>
              <Stepper.Step label={text('steps.sign')} description={linkIssued ? text('stepDescriptions.completed') : text('stepDescriptions.sign')}>
                {closedUnsigned && <ClosedUnsignedNotice />}
                {linkIssued && !closedUnsigned && (
                  <Group gap="xs" mb="md" role="status">
                    <Loader size="xs" />
                    <Text size="sm">{text('waitingForSignature')}</Text>
                  </Group>
                )}
                <SignerFields
                  onRequest={(signer) => void flow.requestLink(signer)}
                  requesting={flow.requesting}
                  error={flow.linkError && translate(flow.linkError)}
                  fieldErrors={flow.linkFieldErrors}
                />
              </Stepper.Step>
            </Stepper>
          </MaintenanceGate>
        )}
      </Container>
      <SigningFrameModal
        url={flow.signingUrl}
        title={text('modalTitle')}
        onClose={() => {
          flow.closeSigning();
          setClosedUnsigned(true);
        }}
      />
    </>
  );
}
