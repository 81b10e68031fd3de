import { MaintenanceGate } from '../../app-state/MaintenanceGate';
import { Alert, Container, Loader, Group, Stepper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { stateInsurerFormOf } from '@contracts/document-signing';
import { celebrate } from '@design-system/celebrate/celebrate';
import { DocumentUploadStep } from '@design-system/Signing/DocumentUploadStep';
import { SignatureCompleted } from '@design-system/Signing/SignatureCompleted';
import { SigningFrameModal } from '@design-system/Signing/SigningFrameModal';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { usePageTitle } from '../../layout/usePageTitle';
import { UPLOAD_CONTENT as CONTENT } from './content';
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
      {CONTENT.closedWithoutSigning}
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
  const form = stateInsurerFormOf(formType);
  usePageTitle(form.title);
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
      <PortalPageHeader
        title={form.title}
        eyebrow={CONTENT.eyebrow}
        intro={form.description}
        back={{ href: routes.customerServicePage(), label: CONTENT.backLabel }}
        size="md"
      />
      <Container size="md" py="xl">
        {signedReference ? (
          <SignatureCompleted
            referenceNumber={signedReference}
            status={{ href: routes.requestStatus(signedReference), label: CONTENT.checkStatus }}
            message={CONTENT.messages.signatureCompleted}
            backHref={routes.customerServicePage()}
            backLabel={CONTENT.back}
            onShown={celebrate}
            note={flow.signerEmail && CONTENT.signedCopyNote(flow.signerEmail)}
          />
        ) : (
          <MaintenanceGate>
            <Stepper active={active} allowNextStepsSelect={false} size="sm" aria-label="Steps">
              <Stepper.Step
                label={CONTENT.steps.upload}
                description={
                  uploaded ? (file ? CONTENT.stepDescriptions.uploaded(file.name) : CONTENT.stepDescriptions.completed) : CONTENT.stepDescriptions.upload
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
                  error={flow.uploadError}
                />
              </Stepper.Step>
              <Stepper.Step label={CONTENT.steps.sign} description={linkIssued ? CONTENT.stepDescriptions.completed : CONTENT.stepDescriptions.sign}>
                {closedUnsigned && <ClosedUnsignedNotice />}
                {linkIssued && !closedUnsigned && (
                  <Group gap="xs" mb="md" role="status">
                    <Loader size="xs" />
                    <Text size="sm">{CONTENT.waitingForSignature}</Text>
                  </Group>
                )}
                <SignerFields
                  onRequest={(signer) => void flow.requestLink(signer)}
                  requesting={flow.requesting}
                  error={flow.linkError}
                  fieldErrors={flow.linkFieldErrors}
                />
              </Stepper.Step>
            </Stepper>
          </MaintenanceGate>
        )}
      </Container>
      <SigningFrameModal
        url={flow.signingUrl}
        title={CONTENT.modalTitle}
        onClose={() => {
          flow.closeSigning();
          setClosedUnsigned(true);
        }}
      />
    </>
  );
}
